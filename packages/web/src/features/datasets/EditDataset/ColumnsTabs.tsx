import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsTable } from './ColumnsTable';
import { newCalculatedColumn, type ColumnDraft } from './datasetDraft';

interface SharedProps {
  columns: ColumnDraft[];
  onChange: (columns: ColumnDraft[]) => void;
  mainDttmCol: string | null;
  onMainDttmColChange: (column: string | null) => void;
}

/** Columns read from the source; their list changes only by syncing with it. */
export function ColumnsTab({
  onSync,
  syncing,
  ...shared
}: SharedProps & { onSync: () => void; syncing: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small">
      <Flex justify="end">
        <Button icon={<SyncOutlined />} loading={syncing} onClick={onSync}>
          {t('datasets.columnsTab.sync')}
        </Button>
      </Flex>
      <ColumnsTable {...shared} calculated={false} />
    </Flex>
  );
}

/** Columns defined by a SQL expression: added and removed here. */
export function CalculatedColumnsTab(shared: SharedProps): ReactElement {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>([]);
  const add = (): void => {
    const column = newCalculatedColumn();
    shared.onChange([column, ...shared.columns]);
    setExpanded((keys) => [...keys, column.key]);
  };
  return (
    <Flex vertical gap="small">
      <Flex justify="end">
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('datasets.editor.addItem')}
        </Button>
      </Flex>
      <ColumnsTable {...shared} calculated expandedKeys={expanded} onExpandedKeysChange={setExpanded} />
    </Flex>
  );
}
