import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetDatabaseCountQuery } from '../../api/databases';
import { DATASETS_RESOURCE, type DatasetListItem } from '../../api/datasets';
import { PATHS } from '../../app/paths';
import { canVisit } from '../../app/routeAccess';
import { ListView, type SortState } from '../../components/ListView';
import { usePermissions } from '../auth/usePermissions';
import { UploadFileMenu } from '../upload/UploadFileMenu';
import { datasetColumns, datasetFilters, OpenInSqlLabLink } from './components/datasetColumns';
import { NoDatabasesEmptyState } from './components/NoDatabasesEmptyState';
import { useDatasetEditBlocker } from './datasetPermissions';
import { EditDatasetModal } from './EditDataset/EditDatasetModal';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';

// Superset's default list order (spec 001 §9).
const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

const datasetName = (dataset: DatasetListItem): string => dataset.table_name;

/** Datasets: the list with its filters, bulk delete, editing and the way to add one. */
export function DatasetListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editingId, setEditingId] = useState<number | null>(null);
  const columns = useMemo(() => datasetColumns(t), [t]);
  const filters = useMemo(() => datasetFilters(t), [t]);
  const editBlocker = useDatasetEditBlocker();
  const editDisabledReason = useMemo(
    () => (dataset: DatasetListItem) => editBlocker(dataset.owners),
    [editBlocker],
  );
  const canQuery = canVisit(usePermissions(), PATHS.sqlLab);
  const extraRowActions = useMemo(
    () =>
      canQuery
        ? (dataset: DatasetListItem): ReactNode => (
            <OpenInSqlLabLink id={dataset.id} label={t('datasets.openInSqlLab')} />
          )
        : undefined,
    [canQuery, t],
  );
  const databaseCount = useGetDatabaseCountQuery();
  const noDatabases = databaseCount.data === 0;
  return (
    <>
      <ListView<DatasetListItem>
        resource={DATASETS_RESOURCE}
        resourceLabel={t('datasets.resource')}
        resourceLabelPlural={t('datasets.resources')}
        title={t('pages.datasets')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={datasetName}
        addLabel={t('datasets.add')}
        onAdd={() => void navigate(PATHS.datasetAdd)}
        onEdit={(dataset) => setEditingId(dataset.id)}
        editDisabledReason={editDisabledReason}
        extraRowActions={extraRowActions}
        confirmDeleteByTyping
        emptyState={noDatabases ? <NoDatabasesEmptyState /> : undefined}
        headerActions={<UploadFileMenu />}
      />
      {editingId !== null && (
        <ReturnFocus>
          <EditDatasetModal datasetId={editingId} onClose={() => setEditingId(null)} />
        </ReturnFocus>
      )}
    </>
  );
}
