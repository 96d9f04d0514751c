export * from './types.js';
export * from './constants.js';
export * from './positionJson.js';
export * from './queries.js';
