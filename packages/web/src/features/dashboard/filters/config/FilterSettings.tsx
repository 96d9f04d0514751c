import { filterColumn, type NativeFilter } from '@loupe/core';
import { Alert, Form, Input, Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../explore/state/useChartRun';
import { columnKind } from '../../../explore/controls/editors/adhoc/datasetColumns';
import { ConfigField } from './ConfigField';
import { controlDefaults, EMPTY_DEFAULT_DATA_MASK, FILTER_TYPES, type FilterSections } from './configDraft';
import { DatasetSelect } from './DatasetSelect';
import { FilterConfigurationSection } from './FilterConfigurationSection';
import { FilterOptionsSection } from './FilterOptionsSection';
import { useFilterDataset } from './useFilterDataset';
import { hasValuesQuery, needsColumn, needsDataset, type ItemErrors } from './validation';

export interface FilterSettingsProps {
  filter: NativeFilter;
  sections: FilterSections;
  errors: ItemErrors;
  /** The other value filters this one may depend on. */
  parentCandidates: NativeFilter[];
  onChange: (filter: NativeFilter) => void;
  onSection: (section: keyof FilterSections, on: boolean) => void;
}

/**
 * A filter's "Settings" tab (Superset's FiltersConfigForm): its type, name, dataset and column, then
 * the type's configuration (parents, pre-filter, sorting, single value) and settings (description,
 * default value, the type's switches).
 */
export function FilterSettings({
  filter,
  sections,
  errors,
  parentCandidates,
  onChange,
  onSection,
}: FilterSettingsProps): ReactElement {
  const { t } = useTranslation();
  const fid = filter.id;
  const datasetId = filter.targets[0]?.datasetId;
  const dataset = useFilterDataset(datasetId, filter.filterType);
  const range = filter.filterType === 'filter_range';
  const columns = (dataset.details?.columns ?? []).filter(
    (column) => column.filterable && (!range || columnKind(column) === 'number'),
  );

  const changeType = (filterType: string) => {
    onSection('defaultValue', false);
    onChange({
      ...filter,
      filterType,
      controlValues: controlDefaults(filterType),
      defaultDataMask: EMPTY_DEFAULT_DATA_MASK,
      targets: needsDataset(filterType) ? [{ datasetId }] : [{}],
      cascadeParentIds: hasValuesQuery(filterType) ? filter.cascadeParentIds : [],
      sortMetric: undefined,
    });
  };
  // A new dataset or column makes the default value and the sort metric meaningless (Superset clears them).
  const changeDataset = (next: number) =>
    onChange({
      ...filter,
      targets: [{ datasetId: next }],
      defaultDataMask: EMPTY_DEFAULT_DATA_MASK,
      sortMetric: undefined,
    });
  const changeColumn = (name: string) =>
    onChange({
      ...filter,
      targets: [{ datasetId, column: { name } }],
      defaultDataMask: EMPTY_DEFAULT_DATA_MASK,
    });

  return (
    <Form layout="vertical" component="div" className="loupe-fc-form">
      <div className="loupe-fc-row">
        <ConfigField label={t('dashboardFiltersConfig.filterType')} htmlFor={`${fid}-type`} required>
          <Select
            id={`${fid}-type`}
            value={filter.filterType}
            onChange={changeType}
            options={FILTER_TYPES.map((type) => ({
              value: type,
              label: t(`dashboardFiltersConfig.types.${type}`),
            }))}
          />
        </ConfigField>
        <ConfigField
          label={t('dashboardFiltersConfig.name')}
          htmlFor={`${fid}-name`}
          required
          error={errors.name}
        >
          <Input
            id={`${fid}-name`}
            value={filter.name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => onChange({ ...filter, name: event.target.value })}
          />
        </ConfigField>
      </div>
      {filter.filterType === 'filter_time' && (
        <Alert
          type="info"
          showIcon
          title={t('dashboardFiltersConfig.timeRangeInfo')}
          className="loupe-fc-info"
        />
      )}
      {needsDataset(filter.filterType) && (
        <div className="loupe-fc-row">
          <ConfigField
            label={t('dashboardFiltersConfig.dataset')}
            htmlFor={`${fid}-dataset`}
            required
            error={errors.dataset}
          >
            <DatasetSelect
              id={`${fid}-dataset`}
              value={datasetId}
              currentName={dataset.details?.table_name}
              onChange={changeDataset}
              invalid={errors.dataset !== undefined}
            />
          </ConfigField>
          {needsColumn(filter.filterType) && (
            <ConfigField
              label={t('dashboardFiltersConfig.column')}
              htmlFor={`${fid}-column`}
              required
              error={errors.column}
              help={
                range && dataset.details && columns.length === 0
                  ? t('dashboardFiltersConfig.noNumericColumns')
                  : undefined
              }
            >
              <Select
                id={`${fid}-column`}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('dashboardFiltersConfig.columnPlaceholder')}
                disabled={datasetId === undefined}
                loading={dataset.isFetching}
                value={filterColumn(filter)}
                onChange={changeColumn}
                status={errors.column ? 'error' : undefined}
                aria-invalid={errors.column ? true : undefined}
                options={columns.map((column) => ({
                  value: column.column_name,
                  label: column.verbose_name || column.column_name,
                }))}
              />
            </ConfigField>
          )}
        </div>
      )}
      {dataset.error !== undefined && (
        <div role="alert" className="loupe-filter-error">
          {t('dashboardFiltersConfig.datasetFailed', { message: failureMessage(dataset.error) })}
        </div>
      )}
      <FilterConfigurationSection
        filter={filter}
        sections={sections}
        errors={errors}
        metrics={dataset.details?.metrics ?? []}
        parentCandidates={parentCandidates}
        onChange={onChange}
        onSection={onSection}
      />
      <FilterOptionsSection
        filter={filter}
        sections={sections}
        errors={errors}
        datasource={dataset.datasource}
        onChange={onChange}
        onSection={onSection}
      />
    </Form>
  );
}
