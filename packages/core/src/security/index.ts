export * from './catalog.js';
export * from './roles.js';
export * from './access.js';
export * from './dataPermissions.js';
