import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES_RESOURCE, type Role } from '../../api/roles';
import { ListView, type ListColumn, type ListFilterDef, type SortState } from '../../components/ListView';
import { RoleFormModal } from './components/RoleFormModal';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';

const INITIAL_SORT: SortState = { column: 'name', direction: 'asc' };

type Editing = { kind: 'add' } | { kind: 'edit'; id: number } | null;

const roleName = (role: Role): string => role.name;

function roleColumns(t: TFunction): ListColumn<Role>[] {
  return [
    { key: 'name', title: t('security.roles.name'), sortable: true },
    {
      key: 'permissions',
      title: t('security.roles.permissionsCount'),
      render: (role) => (Array.isArray(role.permissions) ? role.permissions.length : null),
    },
  ];
}

function roleFilters(t: TFunction): ListFilterDef[] {
  return [
    {
      kind: 'search',
      id: 'name',
      column: 'name',
      label: t('security.roles.searchLabel'),
      placeholder: t('security.roles.searchPlaceholder'),
    },
  ];
}

/** Settings → Roles: the role list with add and edit dialogs. */
export function RolesPage(): ReactElement {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => roleColumns(t), [t]);
  const filters = useMemo(() => roleFilters(t), [t]);
  return (
    <>
      <ListView<Role>
        resource={ROLES_RESOURCE}
        resourceLabel={t('security.role')}
        resourceLabelPlural={t('security.roleResources')}
        title={t('security.roles.title')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={roleName}
        addLabel={t('security.roles.add')}
        onAdd={() => setEditing({ kind: 'add' })}
        onEdit={(role) => setEditing({ kind: 'edit', id: role.id })}
      />
      {editing && (
        <ReturnFocus>
          <RoleFormModal
            roleId={editing.kind === 'edit' ? editing.id : undefined}
            onClose={() => setEditing(null)}
          />
        </ReturnFocus>
      )}
    </>
  );
}
