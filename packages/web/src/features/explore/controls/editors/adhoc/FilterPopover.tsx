import type { AdhocFilter, AdhocFilterClause, DatasourceData, FilterValue } from '@loupe/core';
import { Input, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverActions } from './PopoverActions';
import { useGetColumnValuesQuery } from './columnValuesApi';
import { columnKind, findColumn, newOptionName, type ColumnKind } from './datasetColumns';
import { TimeRangePopover } from './TimeRangePopover';
import {
  comparatorFor,
  defaultOperatorFor,
  DEFAULT_OPERATOR,
  isMultiOperator,
  isUnaryOperator,
  OPERATORS,
  operatorIdOf,
  operatorsFor,
  type OperatorId,
} from './filterOperators';

export interface FilterPopoverProps {
  filter: AdhocFilter | undefined;
  /** A new filter opened by a drop (a column, or a metric as a HAVING filter): its starting state. */
  draft?: AdhocFilter;
  datasource: DatasourceData | null;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
}

/** Typed-in values of a number column become numbers, as the engine compares them. */
function typedValue(text: FilterValue, kind: ColumnKind): FilterValue {
  if (kind === 'number' && typeof text === 'string' && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  return text;
}

/** Superset's ad-hoc filter editor: Simple (column, operator, value) or Custom SQL (WHERE/HAVING). */
export function FilterPopover({ filter, draft, datasource, onSave, onClose }: FilterPopoverProps) {
  const { t } = useTranslation();
  const start = filter ?? draft;
  const simple = start?.expressionType === 'SIMPLE' ? start : undefined;
  const [tab, setTab] = useState<'SIMPLE' | 'SQL'>(start?.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [subject, setSubject] = useState<string | undefined>(
    typeof simple?.subject === 'string' ? simple.subject : undefined,
  );
  const [operatorId, setOperatorId] = useState<OperatorId>(
    simple ? operatorIdOf(simple.operator, simple.operatorId) : DEFAULT_OPERATOR,
  );
  const [comparator, setComparator] = useState<FilterValue | FilterValue[] | undefined>(
    simple ? comparatorFor(operatorIdOf(simple.operator, simple.operatorId), simple.comparator) : [],
  );
  const [sql, setSql] = useState(start?.expressionType === 'SQL' ? start.sqlExpression : '');
  const [clause, setClause] = useState<AdhocFilterClause>(start?.clause ?? 'WHERE');
  const columns = datasource?.columns ?? [];
  const column = findColumn(columns, subject);
  const kind: ColumnKind = column ? columnKind(column) : 'string';
  const operatorChoices = operatorsFor(kind);
  const values = useGetColumnValuesQuery(
    { datasourceId: datasource?.id ?? 0, column: subject ?? '' },
    { skip: !datasource || !subject || !datasource.filter_select },
  );
  const optionName = filter?.filterOptionName ?? newOptionName('filter');

  // A time range's text is no value for another operator, and the reverse.
  const carriedComparator = (next: OperatorId) =>
    (next === 'TEMPORAL_RANGE') === (operatorId === 'TEMPORAL_RANGE') ? comparator : undefined;
  const pickSubject = (next: string) => {
    setSubject(next);
    const nextColumn = findColumn(columns, next);
    if (!nextColumn) return;
    const nextKind = columnKind(nextColumn);
    // A temporal column starts with a time range; an operator the new column cannot take resets to
    // IN, as Superset.
    const reset =
      nextKind === 'temporal'
        ? defaultOperatorFor(nextKind)
        : operatorsFor(nextKind).includes(operatorId)
          ? operatorId
          : DEFAULT_OPERATOR;
    setOperatorId(reset);
    setComparator(comparatorFor(reset, carriedComparator(reset)));
  };
  const pickOperator = (next: OperatorId) => {
    setOperatorId(next);
    setComparator(comparatorFor(next, carriedComparator(next)));
  };

  const comparatorValid = isUnaryOperator(operatorId)
    ? true
    : isMultiOperator(operatorId)
      ? Array.isArray(comparator) && comparator.length > 0
      : comparator !== undefined && comparator !== '';
  const result: AdhocFilter | undefined =
    tab === 'SIMPLE'
      ? subject && comparatorValid
        ? {
            expressionType: 'SIMPLE',
            subject,
            operator: OPERATORS[operatorId],
            operatorId,
            comparator: comparatorFor(operatorId, comparator),
            clause: 'WHERE',
            filterOptionName: optionName,
            isExtra: false,
          }
        : undefined
      : sql.trim()
        ? { expressionType: 'SQL', sqlExpression: sql, clause, filterOptionName: optionName, isExtra: false }
        : undefined;
  const changed = result !== undefined && JSON.stringify(result) !== JSON.stringify(filter);
  // Select options carry strings or numbers: booleans and NULL show (and are stored) as their text.
  const valueOptions = (values.data ?? []).map((v) => ({
    value: typeof v === 'number' ? v : String(v),
    label: String(v),
  }));

  return (
    <div
      style={{ minWidth: 320, minHeight: 240, resize: 'both', overflow: 'auto' }}
      data-testid="filter-popover"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'SQL' ? 'SQL' : 'SIMPLE')}
        items={[
          {
            key: 'SIMPLE',
            label: t('exploreEditors.filter.simpleTab'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select
                  aria-label={t('exploreEditors.filter.subject')}
                  style={{ width: '100%' }}
                  showSearch
                  value={subject}
                  onChange={pickSubject}
                  placeholder={t('exploreEditors.filter.subjectPlaceholder', { count: columns.length })}
                  notFoundContent={t('exploreEditors.filter.noColumn')}
                  options={columns
                    .filter((c) => c.filterable)
                    .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
                />
                <Select
                  aria-label={t('exploreEditors.filter.operator')}
                  style={{ width: '100%' }}
                  value={operatorId}
                  onChange={pickOperator}
                  options={operatorChoices.map((id) => ({
                    value: id,
                    label: t(`exploreEditors.operators.${id}`),
                  }))}
                />
                {operatorId === 'TEMPORAL_RANGE' && subject ? (
                  // The time range picker is the comparator; its APPLY saves the filter.
                  <TimeRangePopover
                    value={typeof comparator === 'string' ? comparator : 'No filter'}
                    onApply={(timeRange) => {
                      onSave({
                        expressionType: 'SIMPLE',
                        subject,
                        operator: OPERATORS.TEMPORAL_RANGE,
                        operatorId: 'TEMPORAL_RANGE',
                        comparator: timeRange,
                        clause: 'WHERE',
                        filterOptionName: optionName,
                        isExtra: false,
                      });
                      onClose();
                    }}
                    onCancel={onClose}
                  />
                ) : null}
                {operatorId !== 'TEMPORAL_RANGE' &&
                  !isUnaryOperator(operatorId) &&
                  (isMultiOperator(operatorId) ? (
                    <Select<(string | number)[]>
                      aria-label={t('exploreEditors.filter.comparator')}
                      mode="tags"
                      style={{ width: '100%' }}
                      loading={values.isFetching}
                      value={
                        Array.isArray(comparator)
                          ? comparator.map((v) => (typeof v === 'number' ? v : String(v)))
                          : []
                      }
                      onChange={(next) => setComparator(next.map((v) => typedValue(v, kind)))}
                      placeholder={t('exploreEditors.filter.comparatorPlaceholder', {
                        count: valueOptions.length,
                      })}
                      options={valueOptions}
                    />
                  ) : (
                    <Input
                      aria-label={t('exploreEditors.filter.comparator')}
                      value={comparator === undefined || comparator === null ? '' : String(comparator)}
                      onChange={(event) => setComparator(typedValue(event.target.value, kind))}
                      placeholder={t('exploreEditors.filter.valuePlaceholder')}
                    />
                  ))}
              </Space>
            ),
          },
          {
            key: 'SQL',
            label: t('exploreEditors.filter.sqlTab'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select<AdhocFilterClause>
                  aria-label={t('exploreEditors.filter.clause')}
                  style={{ width: 120 }}
                  value={clause}
                  onChange={setClause}
                  options={[
                    { value: 'WHERE', label: 'WHERE' },
                    { value: 'HAVING', label: 'HAVING' },
                  ]}
                />
                <Input.TextArea
                  aria-label={t('exploreEditors.filter.sqlExpression')}
                  rows={4}
                  value={sql}
                  onChange={(event) => setSql(event.target.value)}
                  style={{ fontFamily: 'monospace' }}
                />
              </Space>
            ),
          },
        ]}
      />
      {!(tab === 'SIMPLE' && operatorId === 'TEMPORAL_RANGE') && (
        <PopoverActions result={result ?? undefined} changed={changed} onSave={onSave} onClose={onClose} />
      )}
    </div>
  );
}
