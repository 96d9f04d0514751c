import { hasPermission } from '@loupe/core';
import { useCallback } from 'react';
import { useGetMyRolesQuery } from '../../api/me';

export type PermissionCheck = (permission: string, view: string) => boolean;

/** Checks against the signed-in user's roles; false until they are loaded. */
export function usePermissions(): PermissionCheck {
  const { data } = useGetMyRolesQuery();
  return useCallback(
    (permission: string, view: string) =>
      data ? hasPermission({ roles: data.roles }, permission, view) : false,
    [data],
  );
}
