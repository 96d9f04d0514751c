import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { labelId, type ControlEditorProps } from '../../controlProps';
import { readTimeBounds, TIME_OF_DAY_FORMAT, type TimeBounds } from './boundsValue';

function toDayjs(time: string | null): Dayjs | null {
  if (!time) return null;
  const parsed = dayjs(`1970-01-01T${time.length === 5 ? `${time}:00` : time}`);
  return parsed.isValid() ? parsed : null;
}

/** Gantt's x-axis bounds: a start and an end time of day (`HH:mm:ss`), each cleared to null. */
export function TimeBoundsEditor({ id, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const [start, end] = readTimeBounds(value);
  const write = (next: TimeBounds) => onChange(next);
  const asTime = (next: Dayjs | null) => (next ? next.format(TIME_OF_DAY_FORMAT) : null);
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} style={{ display: 'flex', gap: 8 }}>
      <TimePicker
        id={`${id}-min`}
        aria-label={t('explore.more.bounds.startTime')}
        placeholder={t('explore.more.bounds.startTime')}
        format={TIME_OF_DAY_FORMAT}
        value={toDayjs(start)}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next) => write([asTime(next), end])}
      />
      <TimePicker
        id={`${id}-max`}
        aria-label={t('explore.more.bounds.endTime')}
        placeholder={t('explore.more.bounds.endTime')}
        format={TIME_OF_DAY_FORMAT}
        value={toDayjs(end)}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next) => write([start, asTime(next)])}
      />
    </div>
  );
}
