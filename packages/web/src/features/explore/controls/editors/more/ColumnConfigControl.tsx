import { Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelId, type ControlEditorProps } from '../../controlProps';
import { ColumnConfigFields } from './ColumnConfigFields';
import { readColumnSettings, withColumnSetting } from './columnConfigValue';
import { resultColumns } from './resultColumns';

// A currency with neither symbol nor position chosen is no setting at all.
function cleared(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.values(value).every((entry) => entry === undefined) ? undefined : value;
}

/**
 * Superset's ColumnConfigControl (`column_config`): each column of the result, named as the chart
 * shows it, opens a popover with its display and number-format settings; changes apply at once.
 * Radar's variant lists only the metrics, each with its axis maximum and minimum.
 */
export function ColumnConfigControl({ id, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const { formData, datasource } = context;
  const radar = formData.viz_type === 'radar';
  const columns = resultColumns(formData, datasource).filter((column) => !radar || column.isMetric);
  const config = readColumnSettings(value);
  const defaults = {
    showCellBars: formData.show_cell_bars !== false,
    alignPositiveNegative: formData.align_pn === true,
    colorPositiveNegative: formData.color_pn !== false,
  };
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)}>
      {columns.length === 0 ? (
        <Typography.Text type="secondary">
          {t(radar ? 'explore.more.columnConfig.noMetrics' : 'explore.more.columnConfig.noColumns')}
        </Typography.Text>
      ) : (
        <ul
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: 4,
          }}
        >
          {columns.map((column, index) => {
            const customized = Object.keys(config[column.key] ?? {}).length > 0;
            return (
              <li key={column.key}>
                <Popover
                  trigger="click"
                  open={open === column.key}
                  onOpenChange={(next) => setOpen(next ? column.key : null)}
                  title={column.label}
                  destroyOnHidden
                  content={
                    <div style={{ width: 300 }}>
                      <ColumnConfigFields
                        id={`${id}-column${index}`}
                        column={column}
                        settings={config[column.key] ?? {}}
                        defaults={defaults}
                        radar={radar}
                        onChange={(key, next) =>
                          onChange(withColumnSetting(config, column.key, key, cleared(next)))
                        }
                      />
                    </div>
                  }
                >
                  <Button
                    size="small"
                    disabled={disabled}
                    style={{ width: '100%', justifyContent: 'space-between' }}
                  >
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.label}</span>
                    {customized && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('explore.more.columnConfig.customized')}
                      </Typography.Text>
                    )}
                  </Button>
                </Popover>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
