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

/**
 * Runs a write whose rules were checked before it. Hashing a password takes a while, so a concurrent
 * request (a double-clicked submit) can take the username or delete the role in between; when the
 * store refuses the write, the checks run again so the caller gets their 422 rather than a 500.
 */
async function writeChecked<T>(write: () => Promise<T>, check: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await check();
    throw error;
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
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
    const check = async (): Promise<void> => {
      await this.checkUnique(body.username, body.email);
      await this.checkRoles(body.roles);
    };
    await check();
    const passwordHash = await hashPassword(body.password);
    const id = await writeChecked(
      () =>
        this.deps.users.create({
          first_name: body.first_name,
          last_name: body.last_name,
          username: body.username,
          email: body.email,
          active: body.active ?? true,
          passwordHash,
          roleIds: [...new Set(body.roles)],
          createdBy: actor.user.id,
        }),
      check,
    );
    return this.get(id);
  }

  async update(id: number, body: UserUpdateRequest, actor: Principal): Promise<UserResult> {
    if (!(await this.deps.users.findById(id))) throw new NotFoundError();
    const check = async (): Promise<void> => {
      await this.checkUnique(body.username, body.email, id);
      if (body.roles) await this.checkRoles(body.roles);
    };
    await check();
    if (id === actor.user.id && body.active === false) {
      throw new UnprocessableError({ active: ['You cannot deactivate your own user.'] });
    }
    const { password, roles, ...fields } = body;
    const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
    // A new password, other roles or deactivation ends every session and token the user holds.
    const revokeTokens =
      password !== undefined ||
      body.active === false ||
      (roles !== undefined &&
        !sameIds(
          roles,
          (await this.deps.users.rolesOf(id)).map((r) => r.id),
        ));
    await writeChecked(
      () =>
        this.deps.users.update(
          id,
          {
            ...fields,
            ...(passwordHash !== undefined && { passwordHash }),
            ...(roles !== undefined && { roleIds: [...new Set(roles)] }),
            revokeTokens,
          },
          actor.user.id,
        ),
      check,
    );
    this.deps.onSecurityChange();
    return this.get(id);
  }

  async delete(ids: readonly number[], actor: Principal): Promise<number> {
    if (ids.includes(actor.user.id)) throw new UnprocessableError('You cannot delete your own user.');
    // As Superset does: one unknown id fails the whole bulk delete, and nothing is deleted.
    for (const id of new Set(ids)) if (!(await this.deps.users.findById(id))) throw new NotFoundError();
    const deleted = await this.deps.users.delete(ids);
    this.deps.onSecurityChange();
    return deleted;
  }
}
