import {
  isAdminRoleName,
  type RoleCreateRequest,
  type RoleResult,
  type RoleUpdateRequest,
} from '@loupe/core';
import { NotFoundError, UnprocessableError } from '../../errors.js';
import type { ListResponse } from '../../platform/list/ListService.js';
import type { PermissionRepository } from './PermissionRepository.js';
import type { RoleRepository } from './RoleRepository.js';

export interface RoleServiceDeps {
  roles: RoleRepository;
  permissions: PermissionRepository;
  /** Drops cached principals so the change applies to the next request. */
  onSecurityChange(): void;
}

/** Role administration: names are unique, permissions are existing pairs, admin roles stay. */
export class RoleService {
  constructor(private readonly deps: RoleServiceDeps) {}

  async get(id: number): Promise<RoleResult> {
    const role = await this.deps.roles.get(id);
    if (!role) throw new NotFoundError();
    return role;
  }

  /** Replaces the bare pair ids of a list page with named pairs. */
  async nameListPermissions(page: ListResponse): Promise<ListResponse> {
    const ids = page.result.flatMap((r) =>
      ((r.permissions as { id: number }[] | undefined) ?? []).map((p) => p.id),
    );
    const named = new Map((await this.deps.permissions.listPairs([...new Set(ids)])).map((p) => [p.id, p]));
    for (const row of page.result) {
      if (Array.isArray(row.permissions)) {
        row.permissions = (row.permissions as { id: number }[]).map((p) => named.get(p.id) ?? p);
      }
    }
    return page;
  }

  private async checkName(name: string, exceptId?: number): Promise<void> {
    const existing = await this.deps.roles.findByName(name);
    if (existing && existing.id !== exceptId)
      throw new UnprocessableError({ name: ['Role name already exists.'] });
  }

  private async checkPairs(ids: readonly number[]): Promise<void> {
    const found = new Set((await this.deps.permissions.listPairs(ids)).map((p) => p.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length)
      throw new UnprocessableError({ permissions: [`Permissions do not exist: ${missing.join(', ')}`] });
  }

  async create(body: RoleCreateRequest): Promise<RoleResult> {
    await this.checkName(body.name);
    const pairs = [...new Set(body.permissions ?? [])];
    await this.checkPairs(pairs);
    const id = await this.deps.roles.create(body.name);
    await this.deps.permissions.setRolePairs(id, pairs);
    return this.get(id);
  }

  async update(id: number, body: RoleUpdateRequest): Promise<RoleResult> {
    const role = await this.get(id);
    if (body.name !== undefined && body.name !== role.name) {
      if (isAdminRoleName(role.name))
        throw new UnprocessableError({ name: ['The Admin role cannot be renamed.'] });
      await this.checkName(body.name, id);
      await this.deps.roles.rename(id, body.name);
    }
    if (body.permissions !== undefined) {
      const pairs = [...new Set(body.permissions)];
      await this.checkPairs(pairs);
      await this.deps.permissions.setRolePairs(id, pairs);
    }
    this.deps.onSecurityChange();
    return this.get(id);
  }

  async delete(ids: readonly number[]): Promise<number> {
    // As Superset does: one unknown id fails the whole bulk delete, and nothing is deleted.
    for (const id of new Set(ids)) {
      const role = await this.deps.roles.get(id);
      if (!role) throw new NotFoundError();
      if (isAdminRoleName(role.name)) throw new UnprocessableError('The Admin role cannot be deleted.');
    }
    const deleted = await this.deps.roles.delete(ids);
    this.deps.onSecurityChange();
    return deleted;
  }
}
