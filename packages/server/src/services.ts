import type { AppConfig } from './config.js';
import { ListRepository } from './platform/list/ListRepository.js';
import { ListService } from './platform/list/ListService.js';
import type { MetadataDb } from './platform/metadata/metadataDb.js';
import { AuthService } from './modules/security/AuthService.js';
import { PermissionRepository } from './modules/security/PermissionRepository.js';
import { RoleRepository } from './modules/security/RoleRepository.js';
import { RoleService } from './modules/security/RoleService.js';
import { UserRepository } from './modules/security/UserRepository.js';
import { UserService } from './modules/security/UserService.js';
import { PrincipalCache } from './security/principalCache.js';
import { TokenService } from './security/tokens.js';

/** Every service the routes call, wired in one place (the composition root). */
export interface Services {
  config: AppConfig;
  db: MetadataDb;
  tokens: TokenService;
  principalCache: PrincipalCache;
  lists: ListService;
  auth: AuthService;
  users: UserService;
  roles: RoleService;
  repositories: { users: UserRepository; roles: RoleRepository; permissions: PermissionRepository };
}

export function createServices(config: AppConfig, db: MetadataDb, secretKey: string): Services {
  const tokens = new TokenService(secretKey, {
    access: config.accessTokenTtlSeconds,
    refresh: config.refreshTokenTtlSeconds,
    session: config.sessionTtlSeconds,
  });
  const permissions = new PermissionRepository(db);
  const users = new UserRepository(db);
  const roles = new RoleRepository(db, permissions);
  const principalCache = new PrincipalCache(config.authCacheSeconds * 1000);
  const onSecurityChange = (): void => principalCache.clear();
  return {
    config,
    db,
    tokens,
    principalCache,
    lists: new ListService(new ListRepository(db)),
    auth: new AuthService({ users, permissions, tokens }),
    users: new UserService({ users, roles, onSecurityChange }),
    roles: new RoleService({ roles, permissions, onSecurityChange }),
    repositories: { users, roles, permissions },
  };
}
