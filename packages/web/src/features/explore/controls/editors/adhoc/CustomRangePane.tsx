import { Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRAINS, type CustomRange, type EndMode, type Grain } from './timeRangeStrings';

interface SideProps {
  which: 'since' | 'until';
  mode: EndMode;
  datetime: string;
  grain: Grain;
  grainValue: number;
  onChange: (patch: Partial<CustomRange>) => void;
}

const MODES: readonly EndMode[] = ['specific', 'relative', 'now', 'today'];

function Side({ which, mode, datetime, grain, grainValue, onChange }: SideProps) {
  const { t } = useTranslation();
  const key = (name: 'Mode' | 'Datetime' | 'Grain' | 'GrainValue') => `${which}${name}` as const;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select<EndMode>
        aria-label={t(`exploreEditors.timeRange.${which}`)}
        value={mode}
        onChange={(next) => onChange({ [key('Mode')]: next })}
        options={MODES.map((m) => ({ value: m, label: t(`exploreEditors.timeRange.modes.${m}`) }))}
      />
      {mode === 'specific' && (
        <Input
          aria-label={t(`exploreEditors.timeRange.${which}Datetime`)}
          type="datetime-local"
          step={1}
          value={datetime}
          onChange={(event) => onChange({ [key('Datetime')]: event.target.value })}
        />
      )}
      {mode === 'relative' && (
        <Space.Compact>
          <InputNumber
            aria-label={t(`exploreEditors.timeRange.${which}Amount`)}
            min={1}
            value={grainValue}
            onChange={(next) => onChange({ [key('GrainValue')]: next ?? 1 })}
          />
          <Select<Grain>
            aria-label={t(`exploreEditors.timeRange.${which}Grain`)}
            value={grain}
            onChange={(next) => onChange({ [key('Grain')]: next })}
            options={GRAINS.map((g) => ({
              value: g,
              label: t(`exploreEditors.timeRange.grains.${g}`, {
                direction:
                  which === 'since'
                    ? t('exploreEditors.timeRange.before')
                    : t('exploreEditors.timeRange.after'),
              }),
            }))}
          />
        </Space.Compact>
      )}
    </Space>
  );
}

/** Start and end of a custom range: a specific datetime, relative to the other end, now or midnight. */
export function CustomRangePane({
  range,
  onChange,
}: {
  range: CustomRange;
  onChange: (next: CustomRange) => void;
}) {
  const { t } = useTranslation();
  const patch = (part: Partial<CustomRange>) => onChange({ ...range, ...part });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div>{t('exploreEditors.timeRange.start')}</div>
      <Side
        which="since"
        mode={range.sinceMode}
        datetime={range.sinceDatetime}
        grain={range.sinceGrain}
        grainValue={range.sinceGrainValue}
        onChange={patch}
      />
      <div>{t('exploreEditors.timeRange.end')}</div>
      <Side
        which="until"
        mode={range.untilMode}
        datetime={range.untilDatetime}
        grain={range.untilGrain}
        grainValue={range.untilGrainValue}
        onChange={patch}
      />
      {range.sinceMode === 'relative' && range.untilMode === 'relative' && (
        <Input
          aria-label={t('exploreEditors.timeRange.anchor')}
          value={range.anchorValue}
          onChange={(event) => patch({ anchorValue: event.target.value })}
        />
      )}
    </Space>
  );
}
