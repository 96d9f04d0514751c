import { randomBytes } from 'node:crypto';
import { BUILTIN_ROLES, builtinRolePermissions, pairKey, permissionCatalog } from '@loupe/core';
import { hashPassword } from '../../security/passwords.js';
import type { PermissionRepository } from './PermissionRepository.js';
import type { RoleRepository } from './RoleRepository.js';
import type { UserRepository } from './UserRepository.js';

export interface SecurityBootstrapDeps {
  users: UserRepository;
  roles: RoleRepository;
  permissions: PermissionRepository;
}

export interface BootstrapReport {
  /** Set only when the admin user was created with a generated password (printed once). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
  newPairs: number;
}

/**
 * Brings the security tables up to what this version knows, without undoing anyone's changes:
 * missing permission pairs are added; a built-in role is created with its pairs when it does not
 * exist, and otherwise only receives the pairs that are new in this version. The admin user is
 * created only when there are no users at all.
 */
export async function bootstrapSecurity(
  deps: SecurityBootstrapDeps,
  adminPassword: string | undefined,
): Promise<BootstrapReport> {
  const catalog = permissionCatalog();
  const newPairs = await deps.permissions.ensurePairs(catalog);
  for (const role of BUILTIN_ROLES) {
    const pairs = builtinRolePermissions(role, catalog);
    const existing = await deps.roles.findByName(role);
    const roleId = existing?.id ?? (await deps.roles.create(role));
    const wanted = existing ? pairs.filter((p) => newPairs.has(pairKey(p))) : pairs;
    await deps.permissions.grant(roleId, await deps.permissions.pairIdsFor(wanted));
  }

  if ((await deps.users.count()) > 0) return { adminCreated: false, newPairs: newPairs.size };
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  const admin = await deps.roles.findByName('Admin');
  await deps.users.create({
    first_name: 'Admin',
    last_name: 'User',
    username: 'admin',
    email: 'admin@localhost',
    active: true,
    passwordHash: await hashPassword(password),
    roleIds: admin ? [admin.id] : [],
    createdBy: null,
  });
  return {
    adminCreated: true,
    newPairs: newPairs.size,
    ...(adminPassword === undefined && { generatedAdminPassword: password }),
  };
}
