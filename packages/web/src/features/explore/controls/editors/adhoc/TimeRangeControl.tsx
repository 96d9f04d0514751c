import { CalendarOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ControlEditorProps } from '../../controlProps';
import { NO_FILTER } from './timeRangeStrings';

// The editor loads when a popover first opens: a chart opens with its popovers closed.
const TimeRangePopover = lazy(() =>
  import('./TimeRangePopover').then((m) => ({ default: m.TimeRangePopover })),
);

/** `time_range`: a label with a calendar icon opening Superset's range editor (Explore's, and a dashboard's time filter). */
export function TimeRangeControl({
  id,
  value,
  onChange,
  disabled,
}: Pick<ControlEditorProps, 'id' | 'value' | 'onChange' | 'disabled'>) {
  const [open, setOpen] = useState(false);
  const timeRange = typeof value === 'string' && value !== '' ? value : NO_FILTER;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <TimeRangePopover
            value={timeRange}
            onCancel={() => setOpen(false)}
            onApply={(next) => {
              onChange(next);
              setOpen(false);
            }}
          />
        </Suspense>
      }
    >
      <Button id={id} icon={<CalendarOutlined />} disabled={disabled}>
        {timeRange}
      </Button>
    </Popover>
  );
}
