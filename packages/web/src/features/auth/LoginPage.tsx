import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Layout, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginMutation, type LoginRequest } from '../../api/auth';
import { baseApi } from '../../api/baseApi';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { sessionActions } from '../../app/sessionSlice';
import { safeNextPath } from './paths';

/**
 * The sign-in form: `POST /login/` with JSON and the login CSRF token (fetched first, for this
 * anonymous browser), then back to where the user was going.
 */
export function LoginPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: LoginRequest): Promise<void> => {
    setFailure(null);
    const result = await login(values);
    if (result.error) {
      // 401 (bad credentials) and 429 (too many attempts) carry the message meant for the user.
      setFailure(errorMessage(result.error, t) || t('auth.failed'));
      return;
    }
    // Everything cached belongs to the previous (anonymous) session.
    dispatch(sessionActions.sessionChanged());
    dispatch(baseApi.util.resetApiState());
    await navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };

  return (
    // Layout paints the theme's background, so the page is dark in the dark theme too.
    <Layout>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: 380, maxWidth: '100%' }}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t('auth.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure}
              style={{ marginBottom: 16 }}
              data-testid="login-error"
            />
          )}
          <Form<LoginRequest>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void onFinish(values)}
          >
            <Form.Item
              label={t('auth.username')}
              name="username"
              rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label={t('auth.password')}
              name="password"
              rules={[{ required: true, message: t('auth.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth.submit')}
            </Button>
          </Form>
        </Card>
      </Flex>
    </Layout>
  );
}
