import { Alert, Button, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../api/errors';
import { useGetTimeRangeQuery } from '../../../../../api/timeRange';
import { CustomRangePane } from './CustomRangePane';
import {
  DEFAULT_CUSTOM,
  DEFAULT_LAST,
  DEFAULT_PREVIOUS,
  encodeCustom,
  FRAME_TYPES,
  guessFrame,
  LAST_OPTIONS,
  NO_FILTER,
  parseCustom,
  PREVIOUS_OPTIONS,
  splitAdvanced,
  type FrameType,
} from './timeRangeStrings';

export interface TimeRangePopoverProps {
  value: string;
  onApply: (timeRange: string) => void;
  onCancel: () => void;
}

/** What switching to a range type writes, from the value being edited. */
function valueForFrame(frame: FrameType, current: string): string {
  if (frame === 'No filter') return NO_FILTER;
  if (frame === 'Last') return (LAST_OPTIONS as readonly string[]).includes(current) ? current : DEFAULT_LAST;
  if (frame === 'Previous')
    return (PREVIOUS_OPTIONS as readonly string[]).includes(current) ? current : DEFAULT_PREVIOUS;
  if (frame === 'Custom') return parseCustom(current) ? current : encodeCustom(DEFAULT_CUSTOM);
  return current.includes(' : ') ? current : '';
}

/** Superset's time range editor: a draft the server evaluates; APPLY commits it, CANCEL drops it. */
export function TimeRangePopover({ value, onApply, onCancel }: TimeRangePopoverProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [frame, setFrame] = useState<FrameType>(guessFrame(value));
  const lookup = useGetTimeRangeQuery(draft, { skip: draft === '' });
  const [since, until] = splitAdvanced(draft);
  const invalid = draft === '' || lookup.isError || lookup.isFetching;
  const setAdvanced = (start: string, end: string) => setDraft(`${start} : ${end}`);

  return (
    <div style={{ width: 600, maxWidth: '90vw' }} data-testid="time-range-popover">
      <Typography.Title level={5}>{t('exploreEditors.timeRange.editTitle')}</Typography.Title>
      <div>{t('exploreEditors.timeRange.rangeType')}</div>
      <Radio.Group
        value={frame}
        onChange={(event) => {
          const next = FRAME_TYPES.find((f) => f === event.target.value) ?? 'No filter';
          setFrame(next);
          setDraft(valueForFrame(next, draft));
        }}
        options={FRAME_TYPES.map((f) => ({ value: f, label: t(`exploreEditors.timeRange.frames.${f}`) }))}
        optionType="button"
        style={{ margin: '8px 0' }}
      />
      {frame === 'Last' && (
        <Radio.Group
          value={draft}
          onChange={(event) => setDraft(String(event.target.value))}
          options={LAST_OPTIONS.map((o) => ({ value: o, label: t(`exploreEditors.timeRange.last.${o}`) }))}
        />
      )}
      {frame === 'Previous' && (
        <Radio.Group
          value={draft}
          onChange={(event) => setDraft(String(event.target.value))}
          options={PREVIOUS_OPTIONS.map((o) => ({
            value: o,
            label: t(`exploreEditors.timeRange.previous.${o}`),
          }))}
        />
      )}
      {frame === 'Custom' && (
        <CustomRangePane
          range={parseCustom(draft) ?? DEFAULT_CUSTOM}
          onChange={(next) => setDraft(encodeCustom(next))}
        />
      )}
      {frame === 'Advanced' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label={t('exploreEditors.timeRange.start')}
            addonBefore={t('exploreEditors.timeRange.start')}
            value={since}
            onChange={(event) => setAdvanced(event.target.value, until)}
          />
          <Input
            aria-label={t('exploreEditors.timeRange.end')}
            addonBefore={t('exploreEditors.timeRange.end')}
            value={until}
            onChange={(event) => setAdvanced(since, event.target.value)}
          />
        </Space>
      )}
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>{t('exploreEditors.timeRange.actual')}</Typography.Text>
        {lookup.isError ? (
          <Alert type="error" showIcon message={errorMessage(lookup.error, t)} />
        ) : draft === NO_FILTER ? (
          <div>{t('exploreEditors.timeRange.noFilter')}</div>
        ) : lookup.data ? (
          <div data-testid="actual-time-range">
            {t('exploreEditors.timeRange.actualRange', {
              since: lookup.data.since || '-∞',
              until: lookup.data.until || '∞',
            })}
          </div>
        ) : null}
      </div>
      <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 12 }}>
        <Button onClick={onCancel}>{t('exploreEditors.timeRange.cancel')}</Button>
        <Button type="primary" disabled={invalid} onClick={() => onApply(draft)}>
          {t('exploreEditors.timeRange.apply')}
        </Button>
      </Space>
    </div>
  );
}
