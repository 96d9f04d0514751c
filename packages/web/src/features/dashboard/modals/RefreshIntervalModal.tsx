import { REFRESH_INTERVALS } from '@loupe/core';
import { Alert, Button, Flex, InputNumber, Modal, Select, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshIntervalLabel } from './refreshIntervalLabel';

export interface RefreshIntervalModalProps {
  open: boolean;
  /** The interval now, in seconds (0: no auto-refresh). */
  refreshFrequency: number;
  editMode: boolean;
  /** `persist`: in edit mode the interval is saved with the dashboard; otherwise it lasts this session. */
  onChange: (seconds: number, persist: boolean) => void;
  onHide: () => void;
  /**
   * Intervals shorter than this many seconds are warned about (Superset's
   * SUPERSET_DASHBOARD_PERIODICAL_REFRESH_LIMIT; 0, its default, warns about none).
   */
  refreshLimit?: number;
  /** The warning's text (Superset's SUPERSET_DASHBOARD_PERIODICAL_REFRESH_WARNING_MESSAGE). */
  refreshWarning?: string;
}

/** The select's value for 'Custom interval', as Superset's. */
const CUSTOM = -1;
const SIXTY = Array.from({ length: 60 }, (_, index) => index);

interface CustomParts {
  hours: number;
  minutes: number;
  seconds: number;
}

function splitSeconds(total: number): CustomParts {
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The modal's content, mounted on each opening so it starts from the dashboard's interval. */
function RefreshIntervalForm({
  refreshFrequency,
  editMode,
  onChange,
  onHide,
  refreshLimit = 0,
  refreshWarning,
}: Omit<RefreshIntervalModalProps, 'open'>): ReactElement {
  const { t } = useTranslation();
  const isChoice = REFRESH_INTERVALS.some(([seconds]) => seconds === refreshFrequency);
  // An interval that is none of the choices (set in the JSON metadata) opens as a custom one.
  const [selected, setSelected] = useState(isChoice ? refreshFrequency : CUSTOM);
  const [custom, setCustom] = useState<CustomParts>(
    isChoice ? { hours: 0, minutes: 0, seconds: 0 } : splitSeconds(Math.max(0, refreshFrequency)),
  );
  const [customError, setCustomError] = useState(false);

  const options = useMemo(
    () => [
      { value: CUSTOM, label: t('dashboardModals.customInterval') },
      ...REFRESH_INTERVALS.map(([seconds]) => ({ value: seconds, label: refreshIntervalLabel(seconds, t) })),
    ],
    [t],
  );
  // One minute and one second are singular, unlike Superset's '1 minutes'.
  const minuteOptions = SIXTY.map((value) => ({
    value,
    label: value === 1 ? t('dashboardModals.oneMinute') : t('dashboardModals.nMinutes', { count: value }),
  }));
  const secondOptions = SIXTY.map((value) => ({
    value,
    label: value === 1 ? t('dashboardModals.oneSecond') : t('dashboardModals.nSeconds', { count: value }),
  }));

  const chosen = selected === CUSTOM ? custom.hours * 3600 + custom.minutes * 60 + custom.seconds : selected;
  const showWarning = chosen > 0 && chosen < refreshLimit;

  const save = (): void => {
    if (selected === CUSTOM && chosen <= 0) {
      setCustomError(true);
      return;
    }
    onChange(chosen, editMode);
    onHide();
  };
  const setPart = (part: keyof CustomParts, value: number): void => {
    setCustomError(false);
    setCustom((previous) => ({ ...previous, [part]: value }));
  };

  return (
    <Flex vertical gap="middle">
      <Flex vertical gap={4}>
        <Typography.Text strong>{t('dashboardModals.refreshFrequency')}</Typography.Text>
        <Select<number>
          aria-label={t('dashboardModals.refreshTitle')}
          options={options}
          value={selected}
          onChange={(value) => {
            setCustomError(false);
            setSelected(value);
          }}
        />
      </Flex>
      {selected === CUSTOM && (
        <Flex gap="small" wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 100px' }}>
            <Typography.Text strong>{t('dashboardModals.hours')}</Typography.Text>
            <InputNumber<number>
              aria-label={t('dashboardModals.hours')}
              min={0}
              precision={0}
              value={custom.hours}
              onChange={(value) => setPart('hours', value ?? 0)}
              style={{ width: '100%' }}
            />
          </Flex>
          <Flex vertical gap={4} style={{ flex: '1 1 100px' }}>
            <Typography.Text strong>{t('dashboardModals.minutes')}</Typography.Text>
            <Select<number>
              aria-label={t('dashboardModals.minutesValue')}
              options={minuteOptions}
              value={custom.minutes}
              onChange={(value) => setPart('minutes', value)}
            />
          </Flex>
          <Flex vertical gap={4} style={{ flex: '1 1 100px' }}>
            <Typography.Text strong>{t('dashboardModals.seconds')}</Typography.Text>
            <Select<number>
              aria-label={t('dashboardModals.secondsValue')}
              options={secondOptions}
              value={custom.seconds}
              onChange={(value) => setPart('seconds', value)}
            />
          </Flex>
        </Flex>
      )}
      {customError && <Alert type="error" showIcon title={t('dashboardModals.customPositive')} />}
      {showWarning && (
        <Alert
          type="warning"
          showIcon
          title={
            <>
              <div>
                {refreshWarning ??
                  t('dashboardModals.refreshWarning', { interval: refreshIntervalLabel(chosen, t) })}
              </div>
              <strong>{t('dashboardModals.refreshProceed')}</strong>
            </>
          }
        />
      )}
      <Typography.Text type="secondary">
        {editMode ? t('dashboardModals.refreshEditModeNote') : t('dashboardModals.refreshSessionNote')}
      </Typography.Text>
      <Flex justify="flex-end" gap="small">
        <Button onClick={onHide}>{t('dashboardModals.cancel')}</Button>
        <Button type="primary" onClick={save}>
          {editMode ? t('dashboardModals.save') : t('dashboardModals.saveForSession')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Superset's 'Set auto-refresh interval': one of its intervals or a custom one. In edit mode the
 * interval is saved with the dashboard; in view mode it lasts this session only.
 */
export function RefreshIntervalModal({ open, onHide, ...props }: RefreshIntervalModalProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('dashboardModals.refreshTitle')}
      onCancel={onHide}
      footer={null}
      destroyOnHidden
    >
      <RefreshIntervalForm onHide={onHide} {...props} />
    </Modal>
  );
}
