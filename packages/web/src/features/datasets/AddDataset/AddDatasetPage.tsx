import { Alert, Button, Card, Flex, Grid, Spin, Tooltip } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetDatabaseCountQuery } from '../../../api/databases';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { exploreDatasetPath, PATHS } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { useToasts } from '../../../components/toasts/useToasts';
import { NoDatabasesEmptyState } from '../components/NoDatabasesEmptyState';
import { SourcePicker, type SourceSelection } from './SourcePicker';
import { TablePreview } from './TablePreview';
import { useExistingDatasets } from './useExistingDatasets';

const LEFT_PANEL_WIDTH = 320;

/** `/dataset/add/`: pick a database table and make a dataset of it. */
export function AddDatasetPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [selection, setSelection] = useState<SourceSelection>({});
  // The toast carries the spec's fixed text; the server's reason stays on the page to be read.
  const [createError, setCreateError] = useState<string | undefined>();
  const databaseCount = useGetDatabaseCountQuery();
  // On a phone the two panels stack at full width, without the desktop's fixed sizes.
  const phone = Grid.useBreakpoint().sm === false;
  const existing = useExistingDatasets(selection.databaseId, selection.schema);
  const [createDataset, createState] = useCreateDatasetMutation();
  const existingDataset = selection.table ? existing.get(selection.table) : undefined;
  const canCreate = selection.table !== undefined && existingDataset === undefined;

  const onCreate = async (): Promise<void> => {
    if (selection.databaseId === undefined || selection.table === undefined) return;
    const result = await createDataset({
      database: selection.databaseId,
      schema: selection.schema ?? null,
      table_name: selection.table,
    });
    if (result.error) {
      addDangerToast(t('datasets.create.failed'));
      setCreateError(errorMessage(result.error, t));
      return;
    }
    addSuccessToast(t('messages.created', { name: selection.table }));
    // Superset goes on to build a chart on the new dataset.
    void navigate(exploreDatasetPath(result.data.id));
  };

  if (databaseCount.isLoading) return <Spin />;
  return (
    <Flex vertical gap="middle">
      <PageTitle title={t('datasets.create.title')} />
      {databaseCount.data === 0 ? (
        <Card>
          <NoDatabasesEmptyState size="big" />
        </Card>
      ) : (
        <Flex gap="middle" align="stretch" wrap>
          <Card
            style={phone ? { width: '100%' } : { width: LEFT_PANEL_WIDTH, minHeight: 480 }}
            styles={{ body: { height: '100%' } }}
            data-testid="dataset-source-panel"
          >
            <SourcePicker
              value={selection}
              onChange={(next) => {
                setCreateError(undefined);
                setSelection(next);
              }}
              existingTables={new Set(existing.keys())}
            />
          </Card>
          <Card style={{ flex: 1, minWidth: phone ? 0 : 320 }}>
            <TablePreview {...selection} existing={existingDataset} />
          </Card>
        </Flex>
      )}
      {createError && <Alert type="error" showIcon title={createError} data-testid="create-dataset-error" />}
      <Flex justify="end" gap="small">
        <Button onClick={() => void navigate(PATHS.datasets)}>{t('form.cancel')}</Button>
        <Tooltip title={existingDataset ? t('datasets.create.existingTitle') : undefined}>
          <span>
            <Button
              type="primary"
              disabled={!canCreate}
              loading={createState.isLoading}
              onClick={() => void onCreate()}
            >
              {t('datasets.create.submit')}
            </Button>
          </span>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
