export * from './listQuery.js';
export * from './errors.js';
export * from './security.js';
export * from './databases.js';
export * from './datasets.js';
export * from './uploads.js';
export * from './sqllabState.js';
