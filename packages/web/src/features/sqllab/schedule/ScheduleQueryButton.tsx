import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleQueryMutation } from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import { usePermissions } from '../../auth/usePermissions';
import { schedulePayload, type ScheduleSource } from './schedulePayload';
import { ScheduleQueryModal } from './ScheduleQueryModal';

interface ScheduleQueryButtonProps {
  tabLabel: string;
  /** What the editor holds when the user confirms; null while there is no database. */
  source: () => ScheduleSource | null;
  disabled: boolean;
}

/** 'Schedule' beside Save: stores the query with its schedule for the scheduler that runs it. */
export function ScheduleQueryButton({
  tabLabel,
  source,
  disabled,
}: ScheduleQueryButtonProps): ReactElement | null {
  const { t } = useTranslation();
  const toasts = useToasts();
  const can = usePermissions();
  const [open, setOpen] = useState(false);
  const [schedule] = useScheduleQueryMutation();
  if (!can('can_write', 'SavedQuery')) return null;
  return (
    <>
      <Button icon={<CalendarOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('sqllab.schedule.button')}
      </Button>
      <ScheduleQueryModal
        open={open}
        defaultLabel={tabLabel}
        onCancel={() => setOpen(false)}
        onSchedule={async (values) => {
          const from = source();
          if (!from) return false;
          const result = await schedule(schedulePayload(values, from));
          if ('error' in result) {
            toasts.addDangerToast(t('sqllab.schedule.failed'));
            return false;
          }
          toasts.addSuccessToast(t('sqllab.schedule.scheduled'));
          return true;
        }}
      />
    </>
  );
}
