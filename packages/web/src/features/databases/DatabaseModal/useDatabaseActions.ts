import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateDatabaseMutation,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
  useValidateParametersMutation,
} from '../../../api/databases';
import { errorMessage } from '../../../api/errors';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';
import { useToasts } from '../../../components/toasts/useToasts';
import { connectionErrors, mapValidationErrors } from './connectionErrors';
import {
  buildConnectionBody,
  buildDatabaseBody,
  type BodyContext,
  type DatabaseFormValues,
} from './databaseForm';

const TOP_LEVEL_FIELDS = ['database_name', 'sqlalchemy_uri', 'force_ctas_schema', 'cache_timeout'] as const;

export interface DatabaseActions {
  testConnection: () => Promise<void>;
  /** Resolves true once the database is saved. */
  save: () => Promise<boolean>;
  testing: boolean;
  saving: boolean;
  /** Errors about the connection as a whole, shown above the form. */
  generalErrors: string[];
  clearErrors: () => void;
}

/** Test, validate and save for the connect-database modal, with the spec's messages. */
export function useDatabaseActions(
  form: FormInstance<DatabaseFormValues>,
  context: BodyContext,
  databaseId: number | undefined,
): DatabaseActions {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [runTest, testState] = useTestConnectionMutation();
  const [runValidate, validateState] = useValidateParametersMutation();
  const [createDatabase, createState] = useCreateDatabaseMutation();
  const [updateDatabase, updateState] = useUpdateDatabaseMutation();

  // Fields not on screen (the other connection form) keep their values in the store: read them all.
  const currentValues = (): DatabaseFormValues => form.getFieldsValue(true) as DatabaseFormValues;

  const testConnection = async (): Promise<void> => {
    const result = await runTest(buildConnectionBody(currentValues(), context));
    if (!result.error) {
      addSuccessToast(t('databases.messages.connectionOk'));
      return;
    }
    const message = connectionErrors(result.error)[0]?.message ?? errorMessage(result.error, t);
    addDangerToast(t('databases.messages.connectionError', { error: message }));
  };

  const validateParameters = async (values: DatabaseFormValues): Promise<boolean> => {
    const result = await runValidate(buildConnectionBody(values, context));
    if (!result.error) return true;
    const errors = connectionErrors(result.error);
    if (errors.length === 0) {
      setGeneralErrors([errorMessage(result.error, t)]);
      return false;
    }
    const outcome = mapValidationErrors(errors, t('databases.messages.requiredField'));
    // The server names any parameter; the form only shows those it knows, and ignores the rest.
    form.setFields(outcome.fields as Parameters<typeof form.setFields>[0]);
    setGeneralErrors(outcome.general);
    return false;
  };

  const save = async (): Promise<boolean> => {
    setGeneralErrors([]);
    const valid = await form
      .validateFields()
      .then(() => true)
      .catch(() => false);
    if (!valid) return false;
    const values = currentValues();
    if (context.mode === 'parameters' && !(await validateParameters(values))) return false;
    const body = buildDatabaseBody(values, context);
    const result =
      databaseId === undefined ? await createDatabase(body) : await updateDatabase({ id: databaseId, body });
    if (!result.error) {
      addSuccessToast(
        t(databaseId === undefined ? 'databases.messages.connected' : 'databases.messages.updated'),
      );
      return true;
    }
    const sip40 = connectionErrors(result.error).map((error) => error.message);
    if (sip40.length > 0) {
      setGeneralErrors(sip40);
      return false;
    }
    const remaining = applyServerErrors(form, result.error, TOP_LEVEL_FIELDS, t);
    if (remaining) setGeneralErrors([remaining]);
    return false;
  };

  return {
    testConnection,
    save,
    testing: testState.isLoading,
    saving: validateState.isLoading || createState.isLoading || updateState.isLoading,
    generalErrors,
    clearErrors: () => setGeneralErrors([]),
  };
}
