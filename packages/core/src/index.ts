export * from './api/index.js';
export * from './security/index.js';
export * from './format/index.js';
export * from './features/index.js';
export * from './query/index.js';
export * from './time/index.js';
export * from './query/postProcessing/index.js';
export * from './ownValue.js';
