import { Loading } from '../../components/Loading';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateAnnotationMutation,
  useGetAnnotationQuery,
  useUpdateAnnotationMutation,
} from '../../api/annotations';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useToasts } from '../../components/toasts/useToasts';
import {
  EMPTY_ANNOTATION,
  annotationBody,
  annotationFormValues,
  dateRangeProblem,
  isJsonOrEmpty,
  type AnnotationFormValues,
} from './annotationForm';

export interface AnnotationModalProps {
  layerId: number;
  /** The annotation to edit; absent: a new one. */
  annotationId?: number;
  onClose: () => void;
}

/** The server's field names → the form's (both dates sit on the one range picker). */
const FIELD_OF: Partial<Record<string, keyof AnnotationFormValues>> = {
  short_descr: 'short_descr',
  long_descr: 'long_descr',
  json_metadata: 'json_metadata',
  start_dttm: 'dates',
  end_dttm: 'dates',
};

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Superset's "Add/Edit annotation" dialog: name, date range, description and JSON metadata. */
export function AnnotationModal({ layerId, annotationId, onClose }: AnnotationModalProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [form] = Form.useForm<AnnotationFormValues>();
  const editing = annotationId !== undefined;
  const annotation = useGetAnnotationQuery({ layerId, id: annotationId ?? 0 }, { skip: !editing });
  const [createAnnotation, creating] = useCreateAnnotationMutation();
  const [updateAnnotation, updating] = useUpdateAnnotationMutation();
  const [error, setError] = useState<string | null>(null);

  const save = async (values: AnnotationFormValues): Promise<void> => {
    setError(null);
    const body = annotationBody(values);
    const result = editing
      ? await updateAnnotation({ layerId, id: annotationId, body })
      : await createAnnotation({ layerId, body });
    if (result.error) {
      const byField = Object.entries(fieldErrors(result.error) ?? {});
      const onForm = new Map<keyof AnnotationFormValues, string[]>();
      for (const [field, errors] of byField) {
        const name = FIELD_OF[field];
        if (name) onForm.set(name, [...(onForm.get(name) ?? []), ...errors]);
      }
      form.setFields([...onForm].map(([name, errors]) => ({ name, errors })));
      // A message about no field of the form (or a plain message) goes above the form.
      if (byField.length === 0 || byField.some(([field]) => !FIELD_OF[field])) {
        setError(errorMessage(result.error, t));
      }
      return;
    }
    toasts.addSuccessToast(t(editing ? 'annotations.modal.updated' : 'annotations.modal.added'));
    onClose();
  };

  const loaded = editing ? annotation.data && annotationFormValues(annotation.data) : EMPTY_ANNOTATION;
  return (
    <Modal
      open
      title={t(editing ? 'annotations.modal.editTitle' : 'annotations.modal.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(editing ? 'annotations.modal.save' : 'annotations.modal.add')}
      cancelText={t('annotations.modal.cancel')}
      okButtonProps={{ disabled: !loaded, loading: creating.isLoading || updating.isLoading }}
      destroyOnHidden
      width={600}
    >
      {annotation.error ? (
        <Alert
          type="error"
          showIcon
          title={t('annotations.modal.loadError', { error: errorMessage(annotation.error, t) })}
        />
      ) : !loaded ? (
        <Loading label={t('app.loading')} />
      ) : (
        <Form<AnnotationFormValues>
          form={form}
          layout="vertical"
          name="annotation"
          initialValues={loaded}
          onFinish={(values) => void save(values)}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item
            name="short_descr"
            label={t('annotations.modal.name')}
            rules={[{ required: true, whitespace: true, message: t('annotations.modal.nameRequired') }]}
          >
            {/* The dialog is for typing a name: start there, not on the close button. */}
            <Input maxLength={500} autoFocus />
          </Form.Item>
          <Form.Item
            name="dates"
            label={t('annotations.modal.date')}
            required
            rules={[
              {
                validator: (_rule, dates: AnnotationFormValues['dates']) => {
                  const problem = dateRangeProblem(dates);
                  return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format={DATE_TIME_FORMAT}
              allowEmpty={[false, true]}
              placeholder={[t('annotations.modal.startPlaceholder'), t('annotations.modal.endPlaceholder')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="long_descr" label={t('annotations.modal.descr')}>
            <Input.TextArea autoSize={{ minRows: 3 }} placeholder={t('annotations.modal.descrPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="json_metadata"
            label={t('annotations.modal.jsonMetadata')}
            rules={[
              {
                validator: (_rule, text: string | undefined) =>
                  isJsonOrEmpty(text)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('annotations.modal.jsonInvalid'))),
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3 }}
              spellCheck={false}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
