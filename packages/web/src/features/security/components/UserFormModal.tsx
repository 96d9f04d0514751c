import { Form, Input, Modal, Spin, Switch } from 'antd';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USERS_RESOURCE,
  useCreateUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  type User,
  type UserBody,
} from '../../../api/users';
import { errorMessage } from '../../../api/errors';
import { RelatedSelect } from '../../../components/ListView';
import { useToasts } from '../../../components/toasts/useToasts';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';

interface UserFormValues extends Omit<UserBody, 'password'> {
  password?: string;
  confirm_password?: string;
}

const FIELD_NAMES = ['first_name', 'last_name', 'username', 'email', 'active', 'roles', 'password'] as const;

interface UserFormModalProps {
  /** Absent to add a user. */
  userId?: number;
  onClose: () => void;
}

function toFormValues(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    active: user.active,
    roles: user.roles.map((role) => role.id),
  };
}

function toBody(values: UserFormValues): UserBody {
  const body: UserBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    active: values.active,
    roles: values.roles,
  };
  // An empty password on edit means "keep the current one", so it is not sent at all.
  if (values.password) body.password = values.password;
  return body;
}

/** Add or edit a user: names, email, active flag, roles and (required when adding) a password. */
export function UserFormModal({ userId, onClose }: UserFormModalProps): ReactElement {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [form] = Form.useForm<UserFormValues>();
  const isEdit = userId !== undefined;
  const existing = useGetUserQuery(userId ?? 0, { skip: !isEdit });
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();
  const user = existing.data;

  useEffect(() => {
    if (user) form.setFieldsValue(toFormValues(user));
  }, [user, form]);
  useEffect(() => {
    if (existing.error) {
      addDangerToast(
        t('messages.fetchItemIssue', {
          resource: t('security.user'),
          error: errorMessage(existing.error, t),
        }),
      );
    }
  }, [existing.error, addDangerToast, t]);

  const knownRoles = useMemo(
    () => (user?.roles ?? []).map((role) => ({ value: role.id, label: role.name })),
    [user],
  );

  const onSubmit = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = toBody(values);
    const result = isEdit ? await updateUser({ id: userId, body }) : await createUser(body);
    if (!result.error) {
      addSuccessToast(t(isEdit ? 'messages.saved' : 'messages.created', { name: body.username }));
      onClose();
      return;
    }
    const remaining = applyServerErrors(form, result.error, FIELD_NAMES, t);
    if (remaining) {
      const resource = t('security.user');
      addDangerToast(
        isEdit
          ? t('messages.saveIssue', { resource, error: remaining })
          : t('messages.createIssue', { resource, error: remaining }),
      );
    }
  };

  const required = (field: string): { required: true; whitespace: true; message: string } => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });

  return (
    <Modal
      open
      title={isEdit ? t('security.users.editTitle') : t('security.users.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={createState.isLoading || updateState.isLoading}
      okButtonProps={{ disabled: isEdit && !user }}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={isEdit && existing.isLoading}>
        <Form<UserFormValues> form={form} layout="vertical" initialValues={{ active: true, roles: [] }}>
          <Form.Item
            name="first_name"
            label={t('security.users.firstName')}
            rules={[required(t('security.users.firstName'))]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="last_name"
            label={t('security.users.lastName')}
            rules={[required(t('security.users.lastName'))]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="username"
            label={t('security.users.username')}
            rules={[required(t('security.users.username'))]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('security.users.email')}
            rules={[
              required(t('security.users.email')),
              { type: 'email', message: t('security.users.invalidEmail') },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="active" label={t('security.users.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="roles"
            label={t('security.users.roles')}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('security.users.rolesRequired'),
              },
            ]}
          >
            <RelatedSelect
              mode="multiple"
              resource={USERS_RESOURCE}
              column="roles"
              ariaLabel={t('security.users.roles')}
              knownOptions={knownRoles}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('security.users.password')}
            extra={isEdit ? t('security.users.passwordHint') : undefined}
            rules={
              isEdit
                ? []
                : [{ required: true, message: t('form.required', { field: t('security.users.password') }) }]
            }
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('security.users.confirmPassword')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  const password = getFieldValue('password') as string | undefined;
                  if ((password ?? '') === (value ?? '')) return;
                  throw new Error(t('security.users.passwordMismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
