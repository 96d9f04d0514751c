import { Alert, Button, Flex, Form, Tabs, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailableEngine } from '../../../api/databases';
import { AdvancedPanels } from './AdvancedPanels';
import {
  supportsParameters,
  type ConnectionMode,
  type DatabaseFormValues,
  type ExtraObject,
} from './databaseForm';
import { ParametersForm } from './ParametersForm';
import { UriForm } from './UriForm';
import { useDatabaseActions } from './useDatabaseActions';

interface ConnectionStepProps {
  engine: AvailableEngine | undefined;
  initialValues: DatabaseFormValues;
  initialMode: ConnectionMode;
  /** Absent when connecting a new database. */
  databaseId?: number;
  storedExtra?: ExtraObject;
  onBack?: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Step 2 (and the whole edit dialog): the connection form, the Advanced options and the save. */
export function ConnectionStep(props: ConnectionStepProps): ReactElement {
  const { engine, initialValues, databaseId, storedExtra, onBack, onCancel, onSaved } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<DatabaseFormValues>();
  const [mode, setMode] = useState<ConnectionMode>(props.initialMode);
  const actions = useDatabaseActions(form, { mode, engine, storedExtra }, databaseId);
  const isEdit = databaseId !== undefined;
  const canUseParameters = supportsParameters(engine);

  const switchMode = (next: ConnectionMode): void => {
    actions.clearErrors();
    setMode(next);
  };

  const basic =
    mode === 'parameters' && engine ? (
      <ParametersForm engine={engine} onUseUri={() => switchMode('uri')} />
    ) : (
      <UriForm
        engine={engine}
        testing={actions.testing}
        onTest={() => void actions.testConnection()}
        onUseParameters={canUseParameters ? () => switchMode('parameters') : undefined}
      />
    );

  return (
    <Flex vertical gap="middle" data-testid="connection-step">
      {!isEdit && (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            {t('databases.modal.step', { step: '2', total: '2' })}
          </Typography.Text>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {mode === 'parameters'
              ? t('databases.modal.enterCredentials', { engine: engine?.name ?? '' })
              : t('databases.modal.enterUri')}
          </Typography.Title>
        </Flex>
      )}
      {actions.generalErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={actions.generalErrors.join(' ')}
          data-testid="database-modal-error"
        />
      )}
      <Form<DatabaseFormValues> form={form} layout="vertical" initialValues={initialValues}>
        <Tabs
          items={[
            { key: 'basic', label: t('databases.modal.basic'), children: basic, forceRender: true },
            {
              key: 'advanced',
              label: t('databases.modal.advanced'),
              children: <AdvancedPanels />,
              forceRender: true,
            },
          ]}
        />
      </Form>
      <Flex justify="end" gap="small">
        {onBack ? (
          <Button onClick={onBack}>{t('databases.modal.back')}</Button>
        ) : (
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        )}
        <Button
          type="primary"
          loading={actions.saving}
          onClick={() => void actions.save().then((saved) => saved && onSaved())}
        >
          {isEdit ? t('databases.modal.finish') : t('databases.modal.connect')}
        </Button>
      </Flex>
    </Flex>
  );
}
