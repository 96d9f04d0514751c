import type { LoginResponse, MeResult, MeRolesResult } from '@loupe/core';
import { UnauthorizedError } from '../../errors.js';
import type { PrincipalLoader } from '../../security/authenticate.js';
import { verifyPassword } from '../../security/passwords.js';
import type { AuthUser, Principal } from '../../security/routeAccess.js';
import { TokenService, type VerifiedToken } from '../../security/tokens.js';
import type { PermissionRepository } from './PermissionRepository.js';
import type { TokenRevocationRepository } from './TokenRevocationRepository.js';
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
  revocations: TokenRevocationRepository;
  /** How long any token of a login can live (the longest of session and refresh lifetimes). */
  loginLifetimeSeconds: number;
  /** Drops this node's cached principals of a login the moment it is revoked. */
  onSessionRevoked(sid: string): void;
}

const INVALID_TOKEN = 'Token is invalid or has expired';

/** Logs users in (session cookie or JWT pair) and turns credentials into a Principal. */
export class AuthService implements PrincipalLoader {
  /** Signs and checks tokens; the login routes bind the login form's CSRF token with it. */
  readonly tokens: TokenService;

  constructor(private readonly deps: AuthServiceDeps) {
    this.tokens = deps.tokens;
  }

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

  /** A session cookie value for a fresh login, under the user's current token generation. */
  async sessionFor(user: AuthUser): Promise<string> {
    const generation = await this.deps.revocations.generationOf(user.id);
    return this.deps.tokens.sign(user.id, 'session', TokenService.newSessionId(), generation);
  }

  /** Superset's JWT login: access and refresh tokens share one session id, which logout revokes. */
  async apiLogin(username: string, password: string, refresh: boolean): Promise<LoginResponse> {
    const user = await this.authenticate(username, password, 'Not authorized');
    const sid = TokenService.newSessionId();
    const generation = await this.deps.revocations.generationOf(user.id);
    const access_token = await this.deps.tokens.sign(user.id, 'access', sid, generation);
    if (!refresh) return { access_token };
    return { access_token, refresh_token: await this.deps.tokens.sign(user.id, 'refresh', sid, generation) };
  }

  /** A new access token for a valid, unrevoked refresh token of an active user. */
  async refresh(refreshToken: string | undefined): Promise<{ access_token: string }> {
    const claims = refreshToken ? await this.deps.tokens.verify(refreshToken, 'refresh') : null;
    const row = claims ? await this.deps.users.findById(claims.userId) : undefined;
    if (!claims || !row || !row.active || (await this.isRevoked(claims)))
      throw new UnauthorizedError(INVALID_TOKEN);
    return {
      access_token: await this.deps.tokens.sign(row.id, 'access', claims.sid, claims.generation),
    };
  }

  /**
   * Ends the caller's login everywhere: its session cookie, or for a bearer caller the access and
   * refresh tokens of that API login, stop authenticating, even when replayed.
   */
  async logout(principal: Principal): Promise<void> {
    const expiresOn = new Date(Date.now() + this.deps.loginLifetimeSeconds * 1000);
    await this.deps.revocations.revokeSession(principal.sid, expiresOn);
    this.deps.onSessionRevoked(principal.sid);
  }

  /**
   * A logged-out login revokes all its tokens. A user's new generation (password, roles, deactivation)
   * revokes their session cookies and refresh tokens; access tokens live out their short TTL, as in
   * Superset, with the user's current grants and active flag read on each load.
   */
  private async isRevoked(claims: VerifiedToken): Promise<boolean> {
    const standing = await this.deps.revocations.standing(claims.userId, claims.sid);
    if (standing.revoked) return true;
    return claims.type !== 'access' && standing.generation !== claims.generation;
  }

  csrfToken(principal: Principal): string {
    return this.deps.tokens.csrfToken(principal.sid);
  }

  async loadPrincipal(
    userId: number,
    via: Principal['via'],
    sid: string,
    claims?: VerifiedToken,
  ): Promise<Principal | null> {
    if (claims && (await this.isRevoked(claims))) return null;
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
