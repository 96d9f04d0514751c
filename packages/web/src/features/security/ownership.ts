import { isAdmin } from '@loupe/core';
import { useCallback } from 'react';
import { useGetMyRolesQuery, type CurrentUserWithRoles } from '../../api/me';

/**
 * Spec 001 §6: a dataset, chart or dashboard is edited by its owners and by admins (the server refuses
 * anyone else's PUT).
 */
export function canEditOwned(
  user: CurrentUserWithRoles | undefined,
  owners: readonly { readonly id: number }[],
): boolean {
  if (!user) return false;
  return isAdmin({ roles: user.roles }) || owners.some((owner) => owner.id === user.id);
}

/** Why the signed-in user may not edit an owned object (`refusal`, a tooltip), or undefined when they may. */
export function useOwnerEditBlocker(
  refusal: string,
): (owners: readonly { id: number }[]) => string | undefined {
  const { data } = useGetMyRolesQuery();
  return useCallback((owners) => (canEditOwned(data, owners) ? undefined : refusal), [data, refusal]);
}
