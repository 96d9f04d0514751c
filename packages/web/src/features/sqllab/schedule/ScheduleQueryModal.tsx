import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleValues } from './schedulePayload';

interface ScheduleQueryModalProps {
  open: boolean;
  defaultLabel: string;
  onSchedule: (values: ScheduleValues) => Promise<boolean>;
  onCancel: () => void;
}

/** When and how often the query should run, and where its rows go; closes once it was stored. */
export function ScheduleQueryModal({
  open,
  defaultLabel,
  onSchedule,
  onCancel,
}: ScheduleQueryModalProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScheduleValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const stored = await onSchedule(values);
    setSaving(false);
    if (stored) onCancel();
  };

  return (
    <Modal
      open={open}
      title={t('sqllab.schedule.title')}
      okText={t('sqllab.schedule.submit')}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ label: defaultLabel }} preserve={false}>
        <Form.Item
          name="label"
          label={t('sqllab.schedule.label')}
          rules={[{ required: true, whitespace: true, message: t('sqllab.schedule.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('sqllab.schedule.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="output_table"
          label={t('sqllab.schedule.outputTable')}
          rules={[{ required: true, whitespace: true, message: t('sqllab.schedule.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="start_date"
          label={t('sqllab.schedule.startDate')}
          rules={[{ required: true, message: t('sqllab.schedule.required') }]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="end_date"
          label={t('sqllab.schedule.endDate')}
          dependencies={['start_date']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, end: ScheduleValues['end_date']) => {
                const start = getFieldValue('start_date') as ScheduleValues['start_date'] | undefined;
                if (end && start && !end.isAfter(start)) throw new Error(t('sqllab.schedule.endAfterStart'));
              },
            }),
          ]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="schedule_interval"
          label={t('sqllab.schedule.interval')}
          extra={t('sqllab.schedule.intervalHelp')}
          rules={[{ required: true, whitespace: true, message: t('sqllab.schedule.required') }]}
        >
          <Input placeholder="@daily" />
        </Form.Item>
        <Form.Item name="dependencies" label={t('sqllab.schedule.dependencies')}>
          <Select mode="tags" open={false} suffixIcon={null} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
