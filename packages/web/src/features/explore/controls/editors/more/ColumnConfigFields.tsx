import { Checkbox, InputNumber, Radio, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '../../../../../viz/sharedControls';
import { labelId } from '../../controlProps';
import { ChoiceSelect } from '../ChoiceSelect';
import { CurrencyControl } from '../CurrencyControl';
import type { ColumnSettings } from './columnConfigValue';
import type { ResultColumn } from './resultColumns';

export interface ColumnConfigFieldsProps {
  /** Prefix of the fields' ids (unique per column). */
  id: string;
  column: ResultColumn;
  settings: ColumnSettings;
  onChange: (key: string, value: unknown) => void;
  /** The chart-wide values a column follows until it sets its own (show_cell_bars, align_pn, color_pn). */
  defaults: { showCellBars: boolean; alignPositiveNegative: boolean; colorPositiveNegative: boolean };
  /** Radar's "Customize Metrics": only each metric's axis maximum and minimum. */
  radar: boolean;
}

function FieldLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <label id={labelId(id)} htmlFor={id} style={{ fontWeight: 500 }}>
      {children}
    </label>
  );
}

function Stack({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>{children}</div>;
}

/** The settings Superset's column config popover offers for one column, by what the column holds. */
export function ColumnConfigFields({
  id,
  column,
  settings,
  onChange,
  defaults,
  radar,
}: ColumnConfigFieldsProps) {
  const { t } = useTranslation();
  const numberField = (key: string, label: string, min?: number, autoFocus = false) => (
    <Stack key={key}>
      <FieldLabel id={`${id}-${key}`}>{label}</FieldLabel>
      <InputNumber<number>
        id={`${id}-${key}`}
        // The first field takes focus, so keyboard users land in the popover.
        autoFocus={autoFocus}
        min={min}
        value={typeof settings[key] === 'number' ? settings[key] : null}
        style={{ width: '100%' }}
        onChange={(next) => onChange(key, next)}
      />
    </Stack>
  );
  const checkField = (key: string, label: string, fallback: boolean) => (
    <Checkbox
      key={key}
      id={`${id}-${key}`}
      checked={typeof settings[key] === 'boolean' ? settings[key] : fallback}
      onChange={(event) => onChange(key, event.target.checked)}
    >
      {label}
    </Checkbox>
  );
  const formatField = (key: string, label: string, choices: readonly (readonly [string, string])[]) => (
    <Stack key={key}>
      <FieldLabel id={`${id}-${key}`}>{label}</FieldLabel>
      <ChoiceSelect
        id={`${id}-${key}`}
        config={{ name: key, type: 'SelectControl', label, freeForm: true, clearable: true }}
        choices={choices}
        value={settings[key]}
        onChange={(next) => onChange(key, next)}
      />
    </Stack>
  );

  if (radar)
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {numberField('radarMetricMaxValue', t('explore.more.columnConfig.radarMax'), undefined, true)}
        {numberField('radarMetricMinValue', t('explore.more.columnConfig.radarMin'))}
      </div>
    );

  const isNumber = column.kind === 'number';
  const align =
    typeof settings.horizontalAlign === 'string' ? settings.horizontalAlign : isNumber ? 'right' : 'left';
  const layout = (
    <div style={{ display: 'flex', gap: 8 }}>
      <div style={{ flex: 1 }}>
        {numberField('columnWidth', t('explore.more.columnConfig.columnWidth'), 0, true)}
      </div>
      <div style={{ flex: 1 }}>
        <Stack>
          <FieldLabel id={`${id}-horizontalAlign`}>
            {t('explore.more.columnConfig.horizontalAlign')}
          </FieldLabel>
          <Radio.Group
            id={`${id}-horizontalAlign`}
            aria-labelledby={labelId(`${id}-horizontalAlign`)}
            optionType="button"
            size="small"
            value={align}
            options={(['left', 'center', 'right'] as const).map((value) => ({
              value,
              label: t(`explore.more.columnConfig.align.${value}`),
            }))}
            onChange={(event) => onChange('horizontalAlign', event.target.value)}
          />
        </Stack>
      </div>
    </div>
  );
  if (!isNumber)
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {layout}
        {column.kind === 'string' &&
          checkField('truncateLongCells', t('explore.more.columnConfig.truncateLongCells'), false)}
        {column.kind === 'temporal' &&
          formatField('d3TimeFormat', t('explore.more.columnConfig.d3TimeFormat'), D3_TIME_FORMAT_OPTIONS)}
      </div>
    );

  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'display',
          label: t('explore.more.columnConfig.display'),
          children: (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {layout}
              {checkField('showCellBars', t('explore.more.columnConfig.showCellBars'), defaults.showCellBars)}
              {checkField(
                'alignPositiveNegative',
                t('explore.more.columnConfig.alignPositiveNegative'),
                defaults.alignPositiveNegative,
              )}
              {checkField(
                'colorPositiveNegative',
                t('explore.more.columnConfig.colorPositiveNegative'),
                defaults.colorPositiveNegative,
              )}
            </div>
          ),
        },
        {
          key: 'numbers',
          label: t('explore.more.columnConfig.numberFormatting'),
          children: (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {formatField(
                'd3NumberFormat',
                t('explore.more.columnConfig.d3NumberFormat'),
                D3_FORMAT_OPTIONS,
              )}
              {formatField(
                'd3SmallNumberFormat',
                t('explore.more.columnConfig.d3SmallNumberFormat'),
                D3_FORMAT_OPTIONS,
              )}
              <Stack>
                <FieldLabel id={`${id}-currencyFormat`}>
                  {t('explore.more.columnConfig.currencyFormat')}
                </FieldLabel>
                <CurrencyControl
                  id={`${id}-currencyFormat`}
                  config={{ name: 'currencyFormat', type: 'CurrencyControl', label: 'currencyFormat' }}
                  value={settings.currencyFormat}
                  onChange={(next) => onChange('currencyFormat', next)}
                  context={{ formData: { datasource: '', viz_type: '' }, datasource: null }}
                />
              </Stack>
            </div>
          ),
        },
      ]}
    />
  );
}
