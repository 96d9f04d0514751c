import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Input, Radio, Row, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { removeItem, updateItem } from './collection';
import type { ColumnDraft } from './datasetDraft';
import { TextAreaField, TextField } from './fields';

export interface ColumnsTableProps {
  columns: ColumnDraft[];
  onChange: (columns: ColumnDraft[]) => void;
  /** Calculated columns have an editable name, type and SQL expression, and can be deleted. */
  calculated: boolean;
  mainDttmCol: string | null;
  onMainDttmColChange: (column: string | null) => void;
  /** Rows to open, e.g. one just added. */
  expandedKeys?: string[];
  onExpandedKeysChange?: (keys: string[]) => void;
}

type Patch = (key: string, patch: Partial<ColumnDraft>) => void;

function ColumnDetails({
  column,
  patch,
  t,
}: {
  column: ColumnDraft;
  patch: Patch;
  t: TFunction;
}): ReactElement {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <TextField
          label={t('datasets.columnsTab.label')}
          value={column.verbose_name}
          onChange={(value) => patch(column.key, { verbose_name: value })}
        />
        <TextField
          label={t('datasets.columnsTab.dateFormat')}
          value={column.python_date_format}
          placeholder="%Y-%m-%d"
          hint={t('datasets.columnsTab.dateFormatHint')}
          onChange={(value) => patch(column.key, { python_date_format: value })}
        />
      </Col>
      <Col span={12}>
        <TextAreaField
          label={t('datasets.columnsTab.description')}
          value={column.description}
          onChange={(value) => patch(column.key, { description: value })}
        />
      </Col>
    </Row>
  );
}

interface ColumnOptions extends Pick<
  ColumnsTableProps,
  'calculated' | 'mainDttmCol' | 'onMainDttmColChange'
> {
  t: TFunction;
  patch: Patch;
  remove: (key: string) => void;
}

function tableColumns(options: ColumnOptions): TableColumnsType<ColumnDraft> {
  const { t, patch, remove, calculated, mainDttmCol, onMainDttmColChange } = options;
  const cell = (field: string, column: ColumnDraft): string =>
    t('datasets.columnsTab.cellLabel', { field, name: column.column_name });
  const flag = (field: 'filterable' | 'groupby', title: string): TableColumnsType<ColumnDraft>[number] => ({
    key: field,
    title,
    width: 90,
    align: 'center',
    render: (_value, column) => (
      <Checkbox
        aria-label={cell(title, column)}
        checked={column[field]}
        onChange={(event) => patch(column.key, { [field]: event.target.checked })}
      />
    ),
  });
  const result: TableColumnsType<ColumnDraft> = [
    {
      key: 'column_name',
      title: t('datasets.columnsTab.column'),
      render: (_value, column) =>
        calculated ? (
          <Input
            aria-label={t('datasets.columnsTab.column')}
            value={column.column_name}
            onChange={(event) => patch(column.key, { column_name: event.target.value })}
          />
        ) : (
          column.column_name
        ),
    },
  ];
  if (calculated) {
    result.push({
      key: 'expression',
      title: t('datasets.columnsTab.expression'),
      render: (_value, column) => (
        <Input.TextArea
          aria-label={t('datasets.columnsTab.expression')}
          value={column.expression}
          autoSize={{ minRows: 1, maxRows: 6 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          onChange={(event) => patch(column.key, { expression: event.target.value })}
        />
      ),
    });
  }
  result.push(
    {
      key: 'type',
      title: t('datasets.columnsTab.type'),
      width: calculated ? 120 : undefined,
      render: (_value, column) =>
        calculated ? (
          <Input
            aria-label={t('datasets.columnsTab.type')}
            value={column.type}
            onChange={(event) => patch(column.key, { type: event.target.value })}
          />
        ) : (
          column.type
        ),
    },
    {
      key: 'is_dttm',
      title: t('datasets.columnsTab.isDttm'),
      width: 90,
      align: 'center',
      render: (_value, column) => (
        <Checkbox
          aria-label={cell(t('datasets.columnsTab.isDttm'), column)}
          checked={column.is_dttm}
          onChange={(event) => {
            patch(column.key, { is_dttm: event.target.checked });
            // A column that is no longer temporal cannot stay the default datetime.
            if (!event.target.checked && mainDttmCol === column.column_name) onMainDttmColChange(null);
          }}
        />
      ),
    },
    {
      key: 'main_dttm_col',
      title: t('datasets.columnsTab.defaultDttm'),
      width: 90,
      align: 'center',
      render: (_value, column) => (
        <Radio
          aria-label={cell(t('datasets.columnsTab.defaultDttm'), column)}
          checked={mainDttmCol !== null && mainDttmCol === column.column_name}
          disabled={!column.is_dttm}
          onChange={() => onMainDttmColChange(column.column_name)}
        />
      ),
    },
    flag('filterable', t('datasets.columnsTab.filterable')),
    flag('groupby', t('datasets.columnsTab.groupby')),
  );
  if (calculated) {
    result.push({
      key: 'actions',
      width: 48,
      render: (_value, column) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('datasets.editor.deleteItem', { name: column.column_name })}
          onClick={() => remove(column.key)}
        />
      ),
    });
  }
  return result;
}

/** The columns of a dataset, one row each, with label, description and date format when expanded. */
export function ColumnsTable(props: ColumnsTableProps): ReactElement {
  const { columns, onChange, calculated } = props;
  const { t } = useTranslation();
  const [ownExpanded, setOwnExpanded] = useState<string[]>([]);
  const expanded = props.expandedKeys ?? ownExpanded;
  const setExpanded = props.onExpandedKeysChange ?? setOwnExpanded;
  const patch: Patch = (key, change) => onChange(updateItem(columns, key, change));
  const remove = (key: string): void => onChange(removeItem(columns, key));
  return (
    <Table<ColumnDraft>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={columns}
      columns={tableColumns({ ...props, t, patch, remove })}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        expandedRowRender: (column) => <ColumnDetails column={column} patch={patch} t={t} />,
      }}
      locale={{
        emptyText: calculated ? t('datasets.columnsTab.noCalculated') : t('datasets.columnsTab.empty'),
      }}
      data-testid={calculated ? 'calculated-columns-table' : 'columns-table'}
    />
  );
}
