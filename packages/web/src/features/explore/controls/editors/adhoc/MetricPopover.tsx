import type { AggregateFunction, DatasourceData, QueryFormMetric } from '@loupe/core';
import { Input, Select, Space, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverActions } from './PopoverActions';
import { disallowsAdhocMetrics, findColumn } from './datasetColumns';
import { AGGREGATES, metricLabel, simpleMetric, sqlMetric } from './metrics';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

export interface MetricPopoverProps {
  metric: QueryFormMetric | undefined;
  datasource: DatasourceData | null;
  onSave: (metric: QueryFormMetric) => void;
  onClose: () => void;
}

function initialTab(metric: QueryFormMetric | undefined): Tab {
  if (typeof metric === 'string') return 'SAVED';
  if (metric?.expressionType === 'SQL') return 'SQL';
  return 'SIMPLE';
}

/** Superset's metric editor: one of a saved metric, a column with an aggregate, or a SQL expression. */
export function MetricPopover({ metric, datasource, onSave, onClose }: MetricPopoverProps) {
  const { t } = useTranslation();
  const adhocDisallowed = disallowsAdhocMetrics(datasource);
  const [tab, setTab] = useState<Tab>(adhocDisallowed ? 'SAVED' : initialTab(metric));
  const [saved, setSaved] = useState<string | undefined>(typeof metric === 'string' ? metric : undefined);
  const simple = typeof metric === 'object' && metric.expressionType === 'SIMPLE' ? metric : undefined;
  const [column, setColumn] = useState<string | undefined>(simple?.column.column_name);
  const [aggregate, setAggregate] = useState<AggregateFunction | undefined>(simple?.aggregate);
  const [sql, setSql] = useState(
    typeof metric === 'object' && metric.expressionType === 'SQL' ? metric.sqlExpression : '',
  );
  const [title, setTitle] = useState(
    typeof metric === 'object' && metric.hasCustomLabel ? (metric.label ?? '') : '',
  );
  const columns = datasource?.columns ?? [];
  const metrics = datasource?.metrics ?? [];

  const build = (): QueryFormMetric | undefined => {
    if (tab === 'SAVED') return saved;
    if (tab === 'SIMPLE') {
      const found = findColumn(columns, column);
      return found && aggregate ? simpleMetric(found, aggregate, title) : undefined;
    }
    return sql.trim() ? sqlMetric(sql, title) : undefined;
  };
  const result = build();
  const changed =
    result !== undefined &&
    (metric === undefined || JSON.stringify(stripId(result)) !== JSON.stringify(stripId(metric)));
  const shownTitle = title || (result ? metricLabel(result) : t('exploreEditors.metric.myMetric'));

  // Choosing in one tab clears the others, as Superset's editor does.
  const chooseSaved = (name: string) => {
    setSaved(name);
    setColumn(undefined);
    setAggregate(undefined);
    setSql('');
  };
  const chooseSimple = (nextColumn: string | undefined, nextAggregate: AggregateFunction | undefined) => {
    setSaved(undefined);
    setSql('');
    setColumn(nextColumn);
    setAggregate(nextAggregate);
  };
  const chooseSql = (text: string) => {
    setSaved(undefined);
    setColumn(undefined);
    setAggregate(undefined);
    setSql(text);
  };
  const adhocLabel = (label: string) =>
    adhocDisallowed ? <Tooltip title={t('exploreEditors.metric.adhocDisallowed')}>{label}</Tooltip> : label;

  return (
    <div style={{ width: 320 }} data-testid="metric-popover">
      <Input
        aria-label={t('exploreEditors.metric.title')}
        placeholder={shownTitle}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        disabled={tab === 'SAVED'}
        variant="borderless"
        style={{ fontWeight: 600, paddingInline: 0 }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'SAVED' || key === 'SIMPLE' ? key : 'SQL')}
        items={[
          {
            key: 'SAVED',
            label: t('exploreEditors.metric.savedTab'),
            children: (
              <Select
                aria-label={t('exploreEditors.metric.savedMetric')}
                style={{ width: '100%' }}
                showSearch
                value={saved}
                onChange={chooseSaved}
                placeholder={t('exploreEditors.metric.savedPlaceholder', { count: metrics.length })}
                options={metrics.map((m) => ({
                  value: m.metric_name,
                  label: m.verbose_name || m.metric_name,
                }))}
              />
            ),
          },
          {
            key: 'SIMPLE',
            label: adhocLabel(t('exploreEditors.metric.simpleTab')),
            disabled: adhocDisallowed,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Select
                  aria-label={t('exploreEditors.metric.column')}
                  style={{ width: '100%' }}
                  showSearch
                  value={column}
                  onChange={(next: string) => chooseSimple(next, aggregate)}
                  placeholder={t('exploreEditors.metric.columnPlaceholder', { count: columns.length })}
                  options={columns.map((c) => ({
                    value: c.column_name,
                    label: c.verbose_name || c.column_name,
                  }))}
                />
                <Select
                  aria-label={t('exploreEditors.metric.aggregate')}
                  style={{ width: '100%' }}
                  value={aggregate}
                  onChange={(next: AggregateFunction) => chooseSimple(column, next)}
                  placeholder={t('exploreEditors.metric.aggregatePlaceholder')}
                  options={AGGREGATES.map((a) => ({ value: a, label: a }))}
                />
              </Space>
            ),
          },
          {
            key: 'SQL',
            label: adhocLabel(t('exploreEditors.metric.sqlTab')),
            disabled: adhocDisallowed,
            children: (
              <Input.TextArea
                aria-label={t('exploreEditors.metric.sqlExpression')}
                rows={4}
                value={sql}
                onChange={(event) => chooseSql(event.target.value)}
                style={{ fontFamily: 'monospace' }}
              />
            ),
          },
        ]}
      />
      <PopoverActions result={result ?? undefined} changed={changed} onSave={onSave} onClose={onClose} />
    </div>
  );
}

/** A metric without its random option name, to tell whether the user changed anything. */
function stripId(metric: QueryFormMetric): unknown {
  if (typeof metric === 'string') return metric;
  const { optionName: _optionName, ...rest } = metric;
  return rest;
}
