export * from './errors.js';
export * from './grains.js';
export { toNaiveIso, TIME_UNITS, type TimeUnit } from './naiveDate.js';
export { parseTimeExpression, type DateExpr, type IntExpr, type TimeExpr } from './grammar.js';
export { evaluateTimeExpression, type HolidayLookup } from './evaluate.js';
export * from './timeRange.js';
