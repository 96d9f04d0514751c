import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DATABASES_RESOURCE, type DatabaseListItem } from '../../api/databases';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListView, type SortState } from '../../components/ListView';
import { usePermissions } from '../auth/usePermissions';
import { DatabaseModal } from './DatabaseModal/DatabaseModal';
import { databaseColumns, databaseFilters } from './databaseColumns';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';

// Superset's default list order (spec 001 §9).
const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

type Editing = { kind: 'add' } | { kind: 'edit'; id: number } | null;

const databaseName = (database: DatabaseListItem): string => database.database_name;

/** Settings → Databases: connected databases, the connect dialog and editing. */
export function DatabaseListPage(): ReactElement {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => databaseColumns(t), [t]);
  const filters = useMemo(() => databaseFilters(t), [t]);
  // What to do about an empty list depends on whether this user may connect a database (Gamma may not).
  const canConnect = usePermissions()('can_write', 'Database');
  const emptyState = (
    <EmptyState
      title={t('databases.empty.title')}
      description={t(canConnect ? 'databases.empty.connect' : 'databases.empty.askAdmin')}
    />
  );
  return (
    <>
      <ListView<DatabaseListItem>
        resource={DATABASES_RESOURCE}
        resourceLabel={t('databases.resource')}
        resourceLabelPlural={t('databases.resources')}
        title={t('pages.databases')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={databaseName}
        addLabel={t('databases.add')}
        onAdd={() => setEditing({ kind: 'add' })}
        onEdit={(database) => setEditing({ kind: 'edit', id: database.id })}
        confirmDeleteByTyping
        bulkDelete={false}
        emptyState={emptyState}
      />
      {editing && (
        <ReturnFocus>
          <DatabaseModal
            databaseId={editing.kind === 'edit' ? editing.id : undefined}
            onClose={() => setEditing(null)}
          />
        </ReturnFocus>
      )}
    </>
  );
}
