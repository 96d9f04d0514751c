import { Loading } from '../../components/Loading';
import { Alert, Form, Input, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateAnnotationLayerMutation,
  useGetAnnotationLayerQuery,
  useUpdateAnnotationLayerMutation,
  type AnnotationLayerBody,
} from '../../api/annotations';
import { errorMessage } from '../../api/errors';
import { applyServerErrors } from '../../components/forms/applyServerErrors';
import { useToasts } from '../../components/toasts/useToasts';

export interface AnnotationLayerModalProps {
  /** The layer to edit; absent: a new one. */
  layerId?: number;
  onClose: () => void;
}

const FIELDS: readonly (keyof AnnotationLayerBody)[] = ['name', 'descr'];

/** Superset's "Add/Edit annotation layer" dialog: a required name and a description. */
export function AnnotationLayerModal({ layerId, onClose }: AnnotationLayerModalProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [form] = Form.useForm<AnnotationLayerBody>();
  const editing = layerId !== undefined;
  const layer = useGetAnnotationLayerQuery(layerId ?? 0, { skip: !editing });
  const [createLayer, creating] = useCreateAnnotationLayerMutation();
  const [updateLayer, updating] = useUpdateAnnotationLayerMutation();
  const [error, setError] = useState<string | null>(null);

  const save = async (values: AnnotationLayerBody): Promise<void> => {
    setError(null);
    const body = { name: values.name.trim(), descr: (values.descr ?? '').trim() };
    const result = editing ? await updateLayer({ id: layerId, body }) : await createLayer(body);
    if (result.error) {
      // 'Name must be unique' goes on the Name field; anything else above the form.
      setError(applyServerErrors(form, result.error, FIELDS, t) ?? null);
      return;
    }
    toasts.addSuccessToast(t(editing ? 'annotations.layerModal.updated' : 'annotations.layerModal.added'));
    onClose();
  };

  const loaded = editing ? layer.data : { name: '', descr: '' };
  return (
    <Modal
      open
      title={t(editing ? 'annotations.layerModal.editTitle' : 'annotations.layerModal.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(editing ? 'annotations.layerModal.save' : 'annotations.layerModal.add')}
      cancelText={t('annotations.layerModal.cancel')}
      okButtonProps={{ disabled: !loaded, loading: creating.isLoading || updating.isLoading }}
      destroyOnHidden
    >
      {layer.error ? (
        <Alert
          type="error"
          showIcon
          title={t('annotations.layerModal.loadError', { error: errorMessage(layer.error, t) })}
        />
      ) : !loaded ? (
        <Loading label={t('app.loading')} />
      ) : (
        <Form<AnnotationLayerBody>
          form={form}
          layout="vertical"
          name="annotation-layer"
          initialValues={{ name: loaded.name, descr: loaded.descr ?? '' }}
          onFinish={(values) => void save(values)}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item
            name="name"
            label={t('annotations.layerModal.name')}
            rules={[{ required: true, whitespace: true, message: t('annotations.layerModal.nameRequired') }]}
          >
            {/* The dialog is for typing a name: start there, not on the close button. */}
            <Input maxLength={250} autoFocus />
          </Form.Item>
          <Form.Item name="descr" label={t('annotations.layerModal.descr')}>
            <Input.TextArea
              autoSize={{ minRows: 3 }}
              placeholder={t('annotations.layerModal.descrPlaceholder')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
