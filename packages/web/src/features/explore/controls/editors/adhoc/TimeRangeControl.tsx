import { CalendarOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import type { ControlEditorProps } from '../../controlProps';
import { TimeRangePopover } from './TimeRangePopover';
import { NO_FILTER } from './timeRangeStrings';

/** `time_range`: a label with a calendar icon opening Superset's range editor. */
export function TimeRangeControl({ id, value, onChange, disabled }: ControlEditorProps) {
  const [open, setOpen] = useState(false);
  const timeRange = typeof value === 'string' && value !== '' ? value : NO_FILTER;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <TimeRangePopover
          value={timeRange}
          onCancel={() => setOpen(false)}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      }
    >
      <Button id={id} icon={<CalendarOutlined />} disabled={disabled}>
        {timeRange}
      </Button>
    </Popover>
  );
}
