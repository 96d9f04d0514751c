import type { LoginResponse, MeResult, MeRolesResult } from '@loupe/core';
import { UnauthorizedError } from '../../errors.js';
import type { PrincipalLoader } from '../../security/authenticate.js';
import { verifyPassword } from '../../security/passwords.js';
import type { AuthUser, Principal } from '../../security/routeAccess.js';
import { TokenService } from '../../security/tokens.js';
import type { PermissionRepository } from './PermissionRepository.js';
import type { UserRepository, UserRow } from './UserRepository.js';

/** FAB's login failure text; it does not say whether the username or the password was wrong. */
export const INVALID_LOGIN = 'Invalid login. Please try again.';

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    active: Boolean(row.active),
  };
}

export interface AuthServiceDeps {
  users: UserRepository;
  permissions: PermissionRepository;
  tokens: TokenService;
}

/** Logs users in (session cookie or JWT pair) and turns credentials into a Principal. */
export class AuthService implements PrincipalLoader {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** Checks a username and password; any failure is the same 401. */
  async authenticate(username: string, password: string, message = INVALID_LOGIN): Promise<AuthUser> {
    const row = await this.deps.users.findByUsername(username);
    const ok = await verifyPassword(row?.password, password);
    if (!row || !ok || !row.active) {
      if (row) await this.deps.users.recordLogin(row.id, false);
      throw new UnauthorizedError(message);
    }
    await this.deps.users.recordLogin(row.id, true);
    return toAuthUser(row);
  }

  /** A session cookie value for a fresh login. */
  sessionFor(user: AuthUser): Promise<string> {
    return this.deps.tokens.sign(user.id, 'session');
  }

  async apiLogin(username: string, password: string, refresh: boolean): Promise<LoginResponse> {
    const user = await this.authenticate(username, password, 'Not authorized');
    const sid = TokenService.newSessionId();
    const access_token = await this.deps.tokens.sign(user.id, 'access', sid);
    if (!refresh) return { access_token };
    return { access_token, refresh_token: await this.deps.tokens.sign(user.id, 'refresh', sid) };
  }

  /** A new access token for a valid refresh token of an active user. */
  async refresh(refreshToken: string | undefined): Promise<{ access_token: string }> {
    const claims = refreshToken ? await this.deps.tokens.verify(refreshToken, 'refresh') : null;
    const row = claims ? await this.deps.users.findById(claims.userId) : undefined;
    if (!claims || !row || !row.active) throw new UnauthorizedError('Token is invalid or has expired');
    return { access_token: await this.deps.tokens.sign(row.id, 'access', claims.sid) };
  }

  csrfToken(principal: Principal): string {
    return this.deps.tokens.csrfToken(principal.sid);
  }

  async loadPrincipal(userId: number, via: Principal['via'], sid: string): Promise<Principal | null> {
    const row = await this.deps.users.findById(userId);
    if (!row || !row.active) return null;
    return {
      user: toAuthUser(row),
      grants: { roles: await this.deps.permissions.grantsOfUser(userId) },
      via,
      sid,
    };
  }

  me(principal: Principal): MeResult {
    const { id, username, first_name, last_name, email, active } = principal.user;
    return { id, username, first_name, last_name, email, is_active: active, is_anonymous: false };
  }

  meRoles(principal: Principal): MeRolesResult {
    const roles: MeRolesResult['roles'] = {};
    for (const [name, pairs] of Object.entries(principal.grants.roles))
      roles[name] = pairs.map(([p, v]) => [p, v]);
    const permissions: MeRolesResult['permissions'] = { datasource_access: [], database_access: [] };
    for (const pairs of Object.values(principal.grants.roles)) {
      for (const [perm, view] of pairs) {
        if (perm === 'datasource_access' || perm === 'database_access') permissions[perm].push(view);
      }
    }
    return { ...this.me(principal), roles, permissions };
  }
}
