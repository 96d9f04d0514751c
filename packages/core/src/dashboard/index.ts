export * from './refresh.js';
