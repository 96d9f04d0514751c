import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_RESOURCE, type User } from '../../api/users';
import { ListView, type SortState } from '../../components/ListView';
import { UserFormModal } from './components/UserFormModal';
import { userColumns, userFilters } from './components/userColumns';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';

const INITIAL_SORT: SortState = { column: 'username', direction: 'asc' };

type Editing = { kind: 'add' } | { kind: 'edit'; id: number } | null;

const userName = (user: User): string => user.username;

/** Settings → Users: the user list with add and edit dialogs. */
export function UsersPage(): ReactElement {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => userColumns(t), [t]);
  const filters = useMemo(() => userFilters(t), [t]);
  return (
    <>
      <ListView<User>
        resource={USERS_RESOURCE}
        resourceLabel={t('security.user')}
        resourceLabelPlural={t('security.userResources')}
        title={t('security.users.title')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={userName}
        addLabel={t('security.users.add')}
        onAdd={() => setEditing({ kind: 'add' })}
        onEdit={(user) => setEditing({ kind: 'edit', id: user.id })}
      />
      {editing && (
        <ReturnFocus>
          <UserFormModal
            userId={editing.kind === 'edit' ? editing.id : undefined}
            onClose={() => setEditing(null)}
          />
        </ReturnFocus>
      )}
    </>
  );
}
