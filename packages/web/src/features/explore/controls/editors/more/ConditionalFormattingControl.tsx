import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionalFormattingConfig } from '../../../../../viz/tabular/conditionalFormatting';
import { labelId, type ControlEditorProps } from '../../controlProps';
import { FORMATTER_COLORS, readRules, ruleLabel } from './formatterRules';
import { ColorName, FormatterPopover } from './FormatterPopover';
import { resultColumns } from './resultColumns';

/**
 * Superset's ConditionalFormattingControl: the `conditional_formatting` rules (column, operator, target
 * value(s), colour), each opened for editing or removed, and "Add new color formatter". Only numeric
 * columns can be coloured: the metrics, and on a table its numeric dimensions too.
 */
export function ConditionalFormattingControl({ id, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  // Which popover is open: a rule's index, -1 for a new rule.
  const [open, setOpen] = useState<number | null>(null);
  const rules = readRules(value);
  const columns = resultColumns(context.formData, context.datasource).filter(
    (column) => column.kind === 'number' && (column.isMetric || context.formData.viz_type === 'table'),
  );
  const labelOf = (key: string | undefined) =>
    columns.find((column) => column.key === key)?.label ?? key ?? '';
  const apply = (index: number, rule: ConditionalFormattingConfig) => {
    onChange(index < 0 ? [...rules, rule] : rules.map((current, i) => (i === index ? rule : current)));
    setOpen(null);
  };
  const popover = (index: number, rule: ConditionalFormattingConfig | undefined) => (
    <FormatterPopover rule={rule} columns={columns} onApply={(next) => apply(index, next)} />
  );
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'stretch' }}
    >
      {rules.length > 0 && (
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
          {rules.map((rule, index) => {
            const text = ruleLabel(rule, labelOf(rule.column));
            const color = FORMATTER_COLORS.find((entry) => entry.value === rule.colorScheme);
            return (
              <li key={`${text}-${index}`} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <Popover
                  trigger="click"
                  open={open === index}
                  onOpenChange={(next) => setOpen(next ? index : null)}
                  content={popover(index, rule)}
                  destroyOnHidden
                >
                  <Button
                    size="small"
                    disabled={disabled}
                    style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start' }}
                  >
                    <ColorName color={rule.colorScheme ?? 'transparent'} name={text} />
                    {color && (
                      <span style={{ marginInlineStart: 'auto' }}>
                        {t(`explore.more.formatting.colors.${color.name}`)}
                      </span>
                    )}
                  </Button>
                </Popover>
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  disabled={disabled}
                  aria-label={t('explore.more.formatting.remove', { rule: text })}
                  onClick={() => onChange(rules.filter((_, i) => i !== index))}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Popover
        trigger="click"
        open={open === -1}
        onOpenChange={(next) => setOpen(next ? -1 : null)}
        content={popover(-1, undefined)}
        destroyOnHidden
      >
        <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={disabled}>
          {t('explore.more.formatting.add')}
        </Button>
      </Popover>
    </div>
  );
}
