import {
  defaultFilterValue,
  filterColumn,
  nativeFilterDataMask,
  type DatasourceData,
  type ExtraFormData,
  type NativeFilter,
} from '@loupe/core';
import { Checkbox, Input, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterValueControl } from '../controls/FilterValueControl';
import { ConfigField, HelpTip } from './ConfigField';
import { EMPTY_DEFAULT_DATA_MASK, type FilterSections } from './configDraft';
import { defaultValueRequired, needsColumn, needsDataset, type ItemErrors } from './validation';

/** The default value's options are the column's, not narrowed by parent filters. */
const NOTHING_CASCADED: ExtraFormData = {};

type Switch =
  'enableEmptyFilter' | 'defaultToFirstItem' | 'multiSelect' | 'searchAllOptions' | 'inverseSelection';

/** The switches of each type, in Superset's order, with their help where Superset gives one. */
const SWITCHES: Record<string, readonly Switch[]> = {
  filter_select: [
    'enableEmptyFilter',
    'defaultToFirstItem',
    'multiSelect',
    'searchAllOptions',
    'inverseSelection',
  ],
};
type HelpKey =
  'enableEmptyFilterHelp' | 'defaultToFirstItemHelp' | 'searchAllOptionsHelp' | 'inverseSelectionHelp';
const HELP: Partial<Record<Switch, HelpKey>> = {
  enableEmptyFilter: 'enableEmptyFilterHelp',
  defaultToFirstItem: 'defaultToFirstItemHelp',
  searchAllOptions: 'searchAllOptionsHelp',
  inverseSelection: 'inverseSelectionHelp',
};

interface SectionProps {
  filter: NativeFilter;
  sections: FilterSections;
  errors: ItemErrors;
  datasource: DatasourceData | undefined;
  onChange: (filter: NativeFilter) => void;
  onSection: (section: keyof FilterSections, on: boolean) => void;
}

function withDefault(filter: NativeFilter, value: unknown): NativeFilter {
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return {
    ...filter,
    defaultDataMask: empty ? EMPTY_DEFAULT_DATA_MASK : nativeFilterDataMask(filter, value),
  };
}

/**
 * Superset's "Filter Settings" panel: the description, the default value (picked with the filter
 * bar's own control), and the type's switches. 'Filter value is required' makes a default value
 * necessary; 'Select first filter value by default' replaces it.
 */
export function FilterOptionsSection({
  filter,
  sections,
  errors,
  datasource,
  onChange,
  onSection,
}: SectionProps): ReactElement {
  const { t } = useTranslation();
  const fid = filter.id;
  const controls = filter.controlValues ?? {};
  const selectFirst = filter.filterType === 'filter_select' && controls.defaultToFirstItem === true;
  const required = defaultValueRequired(filter);
  const hasDefault = !selectFirst && (sections.defaultValue || required);
  const complete =
    (!needsDataset(filter.filterType) || filter.targets[0]?.datasetId !== undefined) &&
    (!needsColumn(filter.filterType) || filterColumn(filter) !== undefined);
  const value = defaultFilterValue(filter);

  const toggle = (name: Switch, on: boolean) => {
    let next: NativeFilter = { ...filter, controlValues: { ...controls, [name]: on } };
    // A required value shows the default value's control; it stays shown if the switch goes off again.
    if (name === 'enableEmptyFilter' && on) onSection('defaultValue', true);
    // 'Select first' takes the place of a default value (Superset clears it).
    if (name === 'defaultToFirstItem' && on) {
      next = { ...next, defaultDataMask: EMPTY_DEFAULT_DATA_MASK };
      onSection('defaultValue', false);
    }
    // One value left when the filter stops taking several.
    if (name === 'multiSelect' && !on && Array.isArray(value) && value.length > 1)
      next = withDefault(next, value.slice(0, 1));
    if (name === 'inverseSelection' && value !== undefined) next = withDefault(next, value);
    onChange(next);
  };

  return (
    <section className="loupe-fc-section" aria-labelledby={`${fid}-settings`}>
      <h3 className="loupe-fc-section-title" id={`${fid}-settings`}>
        {t('dashboardFiltersConfig.filterSettings')}
      </h3>
      <ConfigField label={t('dashboardFiltersConfig.description')} htmlFor={`${fid}-description`}>
        <Input.TextArea
          id={`${fid}-description`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={filter.description ?? ''}
          onChange={(event) => onChange({ ...filter, description: event.target.value })}
        />
      </ConfigField>
      <div className="loupe-fc-check">
        <Checkbox
          checked={hasDefault}
          disabled={selectFirst || required}
          onChange={(event) => {
            onSection('defaultValue', event.target.checked);
            if (!event.target.checked) onChange(withDefault(filter, null));
          }}
        >
          {t('dashboardFiltersConfig.hasDefault')}
        </Checkbox>
        {(selectFirst || required) && (
          <HelpTip
            text={
              selectFirst
                ? t('dashboardFiltersConfig.defaultFirstHelp')
                : t('dashboardFiltersConfig.defaultRequiredHelp')
            }
          />
        )}
      </div>
      {hasDefault &&
        (complete ? (
          <ConfigField
            label={t('dashboardFiltersConfig.defaultValue')}
            htmlFor={`${fid}-default`}
            required={required}
            error={errors.defaultValue}
          >
            <div className="loupe-fc-default">
              <FilterValueControl
                id={`${fid}-default`}
                filter={filter}
                value={value ?? null}
                onChange={(next) => onChange(withDefault(filter, next))}
                cascaded={NOTHING_CASCADED}
                dataset={datasource}
              />
            </div>
          </ConfigField>
        ) : (
          <Typography.Paragraph type="secondary" className="loupe-fc-sub">
            {t('dashboardFiltersConfig.fillRequired')}
          </Typography.Paragraph>
        ))}
      {(SWITCHES[filter.filterType] ?? ['enableEmptyFilter']).map((name) => (
        <div className="loupe-fc-check" key={name}>
          <Checkbox
            checked={name === 'multiSelect' ? controls.multiSelect !== false : controls[name] === true}
            onChange={(event) => toggle(name, event.target.checked)}
          >
            {t(`dashboardFiltersConfig.${name}`)}
          </Checkbox>
          {HELP[name] !== undefined && <HelpTip text={t(`dashboardFiltersConfig.${HELP[name]}`)} />}
        </div>
      ))}
    </section>
  );
}
