import { Loading } from '../../components/Loading';
import { Alert, Divider, Form, Input, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHARTS_RESOURCE,
  useGetChartQuery,
  useUpdateChartMutation,
  type Chart,
  type ChartUpdateBody,
} from '../../api/charts';
import { errorMessage, fieldErrors } from '../../api/errors';
import { RelatedSelect, type RelatedValue } from '../../components/ListView';
import { useToasts } from '../../components/toasts/useToasts';
import { ownerName } from '../datasets/components/OwnerAvatars';
import { certificationBody } from '../../components/forms/certification';

export interface ChartPropertiesModalProps {
  chartId: number;
  open: boolean;
  onClose: () => void;
  /** Called with the chart's name as saved. */
  onSaved?: (name: string) => void;
}

/** The form's fields, named as the PUT body names them. */
interface PropertiesValues {
  slice_name: string;
  description: string;
  certified_by: string;
  certification_details: string;
  cache_timeout: string;
  owners: RelatedValue[];
}

const FORM_FIELDS: readonly (keyof PropertiesValues)[] = [
  'slice_name',
  'description',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'owners',
];

// A whole number of seconds; -1 bypasses the cache (Superset's hint).
const INTEGER = /^-?\d+$/;

function initialValues(chart: Chart): PropertiesValues {
  return {
    slice_name: chart.slice_name,
    description: chart.description ?? '',
    certified_by: chart.certified_by ?? '',
    certification_details: chart.certification_details ?? '',
    cache_timeout: chart.cache_timeout === null ? '' : String(chart.cache_timeout),
    owners: chart.owners.map((owner) => owner.id),
  };
}

/** Superset's PropertiesModal body: empty texts become null (certification: `certificationBody`). */
function propertiesBody(values: PropertiesValues): ChartUpdateBody {
  const timeout = values.cache_timeout.trim();
  return {
    slice_name: values.slice_name.trim(),
    description: values.description.trim() || null,
    ...certificationBody(values),
    cache_timeout: timeout === '' ? null : Number(timeout),
    owners: values.owners.map(Number),
  };
}

function isFormField(field: string): field is keyof PropertiesValues {
  return (FORM_FIELDS as readonly string[]).includes(field);
}

/**
 * Superset's "Edit Chart Properties" dialog: name, description, certification, cache timeout and
 * owners of a saved chart, written with `PUT /api/v1/chart/<id>`. Used by the Charts list and Explore.
 */
export function ChartPropertiesModal({
  chartId,
  open,
  onClose,
  onSaved,
}: ChartPropertiesModalProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [form] = Form.useForm<PropertiesValues>();
  const chart = useGetChartQuery(chartId, { skip: !open });
  const [updateChart, update] = useUpdateChartMutation();
  const [error, setError] = useState<string | null>(null);

  const save = async (values: PropertiesValues): Promise<void> => {
    setError(null);
    const body = propertiesBody(values);
    try {
      await updateChart({ id: chartId, body }).unwrap();
    } catch (thrown) {
      const failure = thrown as Parameters<typeof errorMessage>[0];
      // A field the server rejected is marked on the field itself; the sentence goes on top too.
      form.setFields(
        Object.entries(fieldErrors(failure) ?? {}).flatMap(([field, errors]) =>
          isFormField(field) ? [{ name: field, errors }] : [],
        ),
      );
      setError(errorMessage(failure, t));
      return;
    }
    toasts.addSuccessToast(t('charts.properties.updated'));
    onSaved?.(body.slice_name ?? values.slice_name);
    onClose();
  };

  const loaded = chart.data && chart.data.id === chartId ? chart.data : undefined;
  const knownOwners = (loaded?.owners ?? []).map((owner) => ({ value: owner.id, label: ownerName(owner) }));

  return (
    <Modal
      open={open}
      title={t('charts.properties.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('charts.properties.save')}
      cancelText={t('charts.properties.cancel')}
      okButtonProps={{ disabled: !loaded, loading: update.isLoading }}
      destroyOnHidden
      width={600}
    >
      {chart.error ? (
        <Alert
          type="error"
          showIcon
          title={t('charts.properties.loadError', { error: errorMessage(chart.error, t) })}
        />
      ) : !loaded ? (
        <Loading label={t('app.loading')} />
      ) : (
        <Form<PropertiesValues>
          key={loaded.id}
          form={form}
          layout="vertical"
          initialValues={initialValues(loaded)}
          onFinish={(values) => void save(values)}
          name={`chart-properties-${chartId}`}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Divider titlePlacement="start">{t('charts.properties.basic')}</Divider>
          <Form.Item
            name="slice_name"
            label={t('charts.properties.name')}
            rules={[{ required: true, whitespace: true, message: t('charts.properties.nameRequired') }]}
          >
            <Input maxLength={250} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('charts.properties.description')}
            extra={t('charts.properties.descriptionHint')}
          >
            <Input.TextArea autoSize={{ minRows: 3 }} />
          </Form.Item>
          <Divider titlePlacement="start">{t('charts.properties.certification')}</Divider>
          <Form.Item
            name="certified_by"
            label={t('charts.properties.certifiedBy')}
            extra={t('charts.properties.certifiedByHint')}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="certification_details"
            label={t('charts.properties.certificationDetails')}
            extra={t('charts.properties.certificationDetailsHint')}
          >
            <Input />
          </Form.Item>
          <Divider titlePlacement="start">{t('charts.properties.configuration')}</Divider>
          <Form.Item
            name="cache_timeout"
            label={t('charts.properties.cacheTimeout')}
            extra={t('charts.properties.cacheTimeoutHint')}
            rules={[
              {
                validator: (_rule, value: string) =>
                  value.trim() === '' || INTEGER.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('charts.properties.cacheTimeoutInteger'))),
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Divider titlePlacement="start">{t('charts.properties.access')}</Divider>
          <Form.Item
            name="owners"
            label={t('charts.properties.owners')}
            extra={t('charts.properties.ownersHint')}
          >
            <RelatedSelect
              mode="multiple"
              resource={CHARTS_RESOURCE}
              column="owners"
              ariaLabel={t('charts.properties.owners')}
              knownOptions={knownOwners}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
