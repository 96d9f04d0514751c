import { Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import {
  useCreateRoleMutation,
  useGetPermissionResourcesQuery,
  useGetRoleQuery,
  useUpdateRoleMutation,
  type RoleBody,
} from '../../../api/roles';
import { useToasts } from '../../../components/toasts/useToasts';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';

const FIELD_NAMES = ['name', 'permissions'] as const;

interface RoleFormModalProps {
  /** Absent to add a role. */
  roleId?: number;
  onClose: () => void;
}

/** Add or edit a role: its name and its (permission, view) pairs. */
export function RoleFormModal({ roleId, onClose }: RoleFormModalProps): ReactElement {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [form] = Form.useForm<RoleBody>();
  const isEdit = roleId !== undefined;
  const existing = useGetRoleQuery(roleId ?? 0, { skip: !isEdit });
  const catalogue = useGetPermissionResourcesQuery();
  const [createRole, createState] = useCreateRoleMutation();
  const [updateRole, updateState] = useUpdateRoleMutation();
  const role = existing.data;

  useEffect(() => {
    if (role) form.setFieldsValue({ name: role.name, permissions: role.permissions.map((p) => p.id) });
  }, [role, form]);
  useEffect(() => {
    const error = existing.error ?? catalogue.error;
    if (error) {
      addDangerToast(
        t('messages.fetchItemIssue', { resource: t('security.role'), error: errorMessage(error, t) }),
      );
    }
  }, [existing.error, catalogue.error, addDangerToast, t]);

  const options = useMemo(
    () =>
      (catalogue.data ?? []).map((pv) => ({
        value: pv.id,
        label: t('security.roles.permissionLabel', {
          permission: pv.permission.name,
          view: pv.view_menu.name,
        }),
      })),
    [catalogue.data, t],
  );

  const onSubmit = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body: RoleBody = { name: values.name.trim(), permissions: values.permissions ?? [] };
    const result = isEdit ? await updateRole({ id: roleId, body }) : await createRole(body);
    if (!result.error) {
      addSuccessToast(t(isEdit ? 'messages.saved' : 'messages.created', { name: body.name }));
      onClose();
      return;
    }
    const remaining = applyServerErrors(form, result.error, FIELD_NAMES, t);
    if (remaining) {
      const resource = t('security.role');
      addDangerToast(
        isEdit
          ? t('messages.saveIssue', { resource, error: remaining })
          : t('messages.createIssue', { resource, error: remaining }),
      );
    }
  };

  return (
    <Modal
      open
      width={640}
      title={isEdit ? t('security.roles.editTitle') : t('security.roles.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={createState.isLoading || updateState.isLoading}
      okButtonProps={{ disabled: isEdit && !role }}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={(isEdit && existing.isLoading) || catalogue.isLoading}>
        <Form<RoleBody> form={form} layout="vertical" initialValues={{ permissions: [] }}>
          <Form.Item
            name="name"
            label={t('security.roles.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('form.required', { field: t('security.roles.name') }),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="permissions" label={t('security.roles.permissions')}>
            <Select<number[]>
              mode="multiple"
              aria-label={t('security.roles.permissions')}
              options={options}
              loading={catalogue.isFetching}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              maxTagCount="responsive"
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
