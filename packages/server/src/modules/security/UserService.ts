import type { UserCreateRequest, UserResult, UserUpdateRequest } from '@loupe/core';
import { NotFoundError, UnprocessableError } from '../../errors.js';
import { hashPassword } from '../../security/passwords.js';
import type { Principal } from '../../security/routeAccess.js';
import type { RoleRepository } from './RoleRepository.js';
import type { UserRepository } from './UserRepository.js';

export interface UserServiceDeps {
  users: UserRepository;
  roles: RoleRepository;
  /** Drops cached principals so the change applies to the next request. */
  onSecurityChange(): void;
}

/** User administration rules (FAB's user API, Admin only through the route permission). */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  async get(id: number): Promise<UserResult> {
    const row = await this.deps.users.findById(id);
    if (!row) throw new NotFoundError();
    const { password: _password, created_by_fk: _c, changed_by_fk: _ch, ...rest } = row;
    return { ...rest, active: Boolean(row.active), roles: await this.deps.users.rolesOf(id) };
  }

  private async checkUnique(
    username: string | undefined,
    email: string | undefined,
    exceptId?: number,
  ): Promise<void> {
    const conflict = await this.deps.users.findConflict(username, email, exceptId);
    if (!conflict) return;
    const errors: Record<string, string[]> = {};
    if (username !== undefined && conflict.username === username)
      errors.username = ['User name already exists.'];
    if (email !== undefined && conflict.email.toLowerCase() === email.toLowerCase())
      errors.email = ['Email already exists.'];
    throw new UnprocessableError(errors);
  }

  private async checkRoles(roleIds: readonly number[]): Promise<void> {
    const existing = await this.deps.roles.existingIds(roleIds);
    const missing = roleIds.filter((id) => !existing.includes(id));
    if (missing.length)
      throw new UnprocessableError({ roles: [`Roles do not exist: ${missing.join(', ')}`] });
  }

  async create(body: UserCreateRequest, actor: Principal): Promise<UserResult> {
    await this.checkUnique(body.username, body.email);
    await this.checkRoles(body.roles);
    const id = await this.deps.users.create({
      first_name: body.first_name,
      last_name: body.last_name,
      username: body.username,
      email: body.email,
      active: body.active ?? true,
      passwordHash: await hashPassword(body.password),
      roleIds: [...new Set(body.roles)],
      createdBy: actor.user.id,
    });
    return this.get(id);
  }

  async update(id: number, body: UserUpdateRequest, actor: Principal): Promise<UserResult> {
    if (!(await this.deps.users.findById(id))) throw new NotFoundError();
    await this.checkUnique(body.username, body.email, id);
    if (body.roles) await this.checkRoles(body.roles);
    if (id === actor.user.id && body.active === false) {
      throw new UnprocessableError({ active: ['You cannot deactivate your own user.'] });
    }
    const { password, roles, ...fields } = body;
    await this.deps.users.update(
      id,
      {
        ...fields,
        ...(password !== undefined && { passwordHash: await hashPassword(password) }),
        ...(roles !== undefined && { roleIds: [...new Set(roles)] }),
      },
      actor.user.id,
    );
    this.deps.onSecurityChange();
    return this.get(id);
  }

  async delete(ids: readonly number[], actor: Principal): Promise<number> {
    if (ids.includes(actor.user.id)) throw new UnprocessableError('You cannot delete your own user.');
    const deleted = await this.deps.users.delete(ids);
    if (deleted === 0) throw new NotFoundError();
    this.deps.onSecurityChange();
    return deleted;
  }
}
