import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetAvailableEnginesQuery,
  useGetDatabaseQuery,
  type AvailableEngine,
  type DatabaseDetail,
} from '../../../api/databases';
import { errorMessage } from '../../../api/errors';
import { ConnectionStep } from './ConnectionStep';
import {
  databaseToValues,
  newDatabaseValues,
  parseJsonObject,
  supportsParameters,
  type ConnectionMode,
} from './databaseForm';
import { EngineStep } from './EngineStep';

interface DatabaseModalProps {
  /** Absent to connect a new database. */
  databaseId?: number;
  onClose: () => void;
}

const MODAL_WIDTH = 640;

function engineOf(
  database: DatabaseDetail,
  engines: AvailableEngine[] | undefined,
): AvailableEngine | undefined {
  const wanted = database.engine ?? database.backend;
  return engines?.find((engine) => engine.engine === wanted);
}

function EditBody({ databaseId, onClose }: { databaseId: number; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const existing = useGetDatabaseQuery(databaseId);
  const engines = useGetAvailableEnginesQuery();
  const database = existing.data;
  const storedExtra = useMemo(() => parseJsonObject(database?.extra), [database]);
  if (existing.error) return <Alert type="error" showIcon title={errorMessage(existing.error, t)} />;
  // Engines only pick the form; without them the URI form still works.
  if (!database || engines.isLoading) return <Spin />;
  const engine = engineOf(database, engines.data);
  const mode: ConnectionMode =
    database.configuration_method === 'dynamic_form' && supportsParameters(engine) ? 'parameters' : 'uri';
  return (
    <ConnectionStep
      engine={engine}
      initialValues={databaseToValues(database)}
      initialMode={mode}
      databaseId={databaseId}
      storedExtra={storedExtra}
      onCancel={onClose}
      onSaved={onClose}
    />
  );
}

function CreateBody({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<AvailableEngine | undefined>();
  if (!engine) {
    return (
      <Flex vertical gap="middle">
        <EngineStep onSelect={setEngine} />
        <Flex justify="end">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <ConnectionStep
      key={engine.name}
      engine={engine}
      initialValues={newDatabaseValues(engine)}
      initialMode={supportsParameters(engine) ? 'parameters' : 'uri'}
      onBack={() => setEngine(undefined)}
      onCancel={onClose}
      onSaved={onClose}
    />
  );
}

/** Connect a database (choose an engine, then describe the connection) or edit one. */
export function DatabaseModal({ databaseId, onClose }: DatabaseModalProps): ReactElement {
  const { t } = useTranslation();
  const isEdit = databaseId !== undefined;
  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={isEdit ? t('databases.modal.editTitle') : t('databases.modal.connectTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {isEdit ? <EditBody databaseId={databaseId} onClose={onClose} /> : <CreateBody onClose={onClose} />}
    </Modal>
  );
}
