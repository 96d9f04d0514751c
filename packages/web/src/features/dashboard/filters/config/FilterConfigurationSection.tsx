import type { AdhocFilter, NativeFilter } from '@loupe/core';
import { Checkbox, Input, Radio, Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../../api/datasets';
import { TimeRangeControl } from '../../../explore/controls/editors/adhoc/TimeRangeControl';
import { NO_FILTER } from '../../../explore/controls/editors/adhoc/timeRangeStrings';
import { ConfigField, HelpTip } from './ConfigField';
import { EMPTY_DEFAULT_DATA_MASK, type FilterSections } from './configDraft';
import { hasValuesQuery, type ItemErrors } from './validation';

interface SectionProps {
  filter: NativeFilter;
  sections: FilterSections;
  errors: ItemErrors;
  metrics: Dataset['metrics'];
  parentCandidates: NativeFilter[];
  onChange: (filter: NativeFilter) => void;
  onSection: (section: keyof FilterSections, on: boolean) => void;
}

/** The pre-filter's SQL as the form edits it: the first custom SQL WHERE clause. */
function preFilterSql(filter: NativeFilter): string {
  const sql = (filter.adhoc_filters ?? []).find((adhoc) => adhoc.expressionType === 'SQL');
  return sql?.expressionType === 'SQL' ? sql.sqlExpression : '';
}

function withPreFilterSql(filter: NativeFilter, sqlExpression: string): NativeFilter {
  const others = (filter.adhoc_filters ?? []).filter((adhoc) => adhoc.expressionType !== 'SQL');
  const sql: AdhocFilter = { expressionType: 'SQL', clause: 'WHERE', sqlExpression };
  return { ...filter, adhoc_filters: [...others, sql] };
}

// Superset's enableSingleValue: which end one handle sets.
const SINGLE_VALUE_TYPES = [
  [0, 'singleMinimum'],
  [1, 'singleExact'],
  [2, 'singleMaximum'],
] as const;

/**
 * Superset's "Filter Configuration" panel: the parent filters a filter's values depend on, the
 * pre-filter of its values query, how a value filter sorts its values, and a range filter's single
 * value. A time range filter has none of them.
 */
export function FilterConfigurationSection({
  filter,
  sections,
  errors,
  metrics,
  parentCandidates,
  onChange,
  onSection,
}: SectionProps): ReactElement | null {
  const { t } = useTranslation();
  const fid = filter.id;
  const controls = filter.controlValues ?? {};
  const values = hasValuesQuery(filter.filterType);
  const select = filter.filterType === 'filter_select';
  const range = filter.filterType === 'filter_range';
  if (!values) return null;
  const parents = filter.cascadeParentIds ?? [];
  const sorted = typeof controls.sortAscending === 'boolean';
  const single = typeof controls.enableSingleValue === 'number' ? controls.enableSingleValue : undefined;
  const setControls = (next: Record<string, unknown>, resetDefault = false) =>
    onChange({
      ...filter,
      controlValues: { ...controls, ...next },
      ...(resetDefault ? { defaultDataMask: EMPTY_DEFAULT_DATA_MASK } : {}),
    });

  return (
    <section className="loupe-fc-section" aria-labelledby={`${fid}-configuration`}>
      <h3 className="loupe-fc-section-title" id={`${fid}-configuration`}>
        {t('dashboardFiltersConfig.configuration')}
      </h3>
      <div className="loupe-fc-check">
        <Checkbox
          checked={sections.dependencies}
          disabled={!sections.dependencies && parentCandidates.length === 0}
          onChange={(event) => {
            onSection('dependencies', event.target.checked);
            if (!event.target.checked) onChange({ ...filter, cascadeParentIds: [] });
          }}
        >
          {t('dashboardFiltersConfig.dependent')}
        </Checkbox>
        <HelpTip
          text={
            parentCandidates.length
              ? t('dashboardFiltersConfig.dependentHelp')
              : t('dashboardFiltersConfig.noParents')
          }
        />
      </div>
      {sections.dependencies && (
        <ConfigField
          label={t('dashboardFiltersConfig.parents')}
          htmlFor={`${fid}-parents`}
          error={errors.parents}
        >
          <Select
            id={`${fid}-parents`}
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            value={parents}
            status={errors.parents ? 'error' : undefined}
            aria-invalid={errors.parents ? true : undefined}
            onChange={(ids: string[]) => onChange({ ...filter, cascadeParentIds: ids })}
            options={parentCandidates.map((parent) => ({
              value: parent.id,
              label: parent.name || t('dashboardFiltersConfig.untitled'),
            }))}
          />
        </ConfigField>
      )}

      <div className="loupe-fc-check">
        <Checkbox
          checked={sections.preFilter}
          onChange={(event) => {
            onSection('preFilter', event.target.checked);
            if (!event.target.checked) onChange({ ...filter, adhoc_filters: [], time_range: undefined });
          }}
        >
          {t('dashboardFiltersConfig.preFilter')}
        </Checkbox>
        <HelpTip text={t('dashboardFiltersConfig.preFilterHelp')} />
      </div>
      {sections.preFilter && (
        <div className="loupe-fc-sub">
          <ConfigField
            label={t('dashboardFiltersConfig.preFilterSql')}
            htmlFor={`${fid}-prefilter-sql`}
            error={errors.preFilter}
          >
            <Input.TextArea
              id={`${fid}-prefilter-sql`}
              className="loupe-fc-sql"
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder="origin <> 'JFK'"
              value={preFilterSql(filter)}
              aria-invalid={errors.preFilter ? true : undefined}
              onChange={(event) => onChange(withPreFilterSql(filter, event.target.value))}
            />
          </ConfigField>
          <ConfigField
            label={t('dashboardFiltersConfig.preFilterTimeRange')}
            htmlFor={`${fid}-prefilter-time`}
          >
            <TimeRangeControl
              id={`${fid}-prefilter-time`}
              value={filter.time_range ?? NO_FILTER}
              onChange={(next) =>
                onChange({
                  ...filter,
                  time_range: typeof next === 'string' && next !== NO_FILTER ? next : undefined,
                })
              }
            />
          </ConfigField>
        </div>
      )}

      {select && (
        <>
          <div className="loupe-fc-check">
            <Checkbox
              checked={sorted}
              onChange={(event) =>
                onChange({
                  ...filter,
                  controlValues: { ...controls, sortAscending: event.target.checked ? true : undefined },
                  sortMetric: event.target.checked ? filter.sortMetric : undefined,
                })
              }
            >
              {t('dashboardFiltersConfig.sort')}
            </Checkbox>
          </div>
          {sorted && (
            <div className="loupe-fc-sub">
              <Radio.Group
                aria-label={t('dashboardFiltersConfig.sortType')}
                value={controls.sortAscending}
                onChange={(event) => setControls({ sortAscending: event.target.value as boolean })}
                options={[
                  { value: true, label: t('dashboardFiltersConfig.sortAscending') },
                  { value: false, label: t('dashboardFiltersConfig.sortDescending') },
                ]}
              />
              {metrics.length > 0 && (
                <ConfigField
                  label={
                    <>
                      {t('dashboardFiltersConfig.sortMetric')}
                      <HelpTip text={t('dashboardFiltersConfig.sortMetricHelp')} />
                    </>
                  }
                  htmlFor={`${fid}-sort-metric`}
                >
                  <Select
                    id={`${fid}-sort-metric`}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    value={filter.sortMetric ?? undefined}
                    onChange={(metric: string | undefined) => onChange({ ...filter, sortMetric: metric })}
                    options={metrics.map((metric) => ({
                      value: metric.metric_name,
                      label: metric.verbose_name || metric.metric_name,
                    }))}
                  />
                </ConfigField>
              )}
            </div>
          )}
        </>
      )}

      {range && (
        <>
          <div className="loupe-fc-check">
            <Checkbox
              checked={single !== undefined}
              onChange={(event) =>
                setControls({ enableSingleValue: event.target.checked ? 1 : undefined }, true)
              }
            >
              {t('dashboardFiltersConfig.singleValue')}
            </Checkbox>
          </div>
          {single !== undefined && (
            <Radio.Group
              className="loupe-fc-sub"
              aria-label={t('dashboardFiltersConfig.singleValueType')}
              value={single}
              onChange={(event) => setControls({ enableSingleValue: event.target.value as number }, true)}
              options={SINGLE_VALUE_TYPES.map(([value, key]) => ({
                value,
                label: t(`dashboardFiltersConfig.${key}`),
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
