export * from './humanize.js';
