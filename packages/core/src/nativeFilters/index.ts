export * from './types.js';
export * from './extraFormData.js';
export * from './scope.js';
export * from './scopeTree.js';
export * from './cascade.js';
export * from './filterQuery.js';
export * from './initialDataMask.js';
