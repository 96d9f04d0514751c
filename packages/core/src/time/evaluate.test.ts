import { describe, expect, it } from 'vitest';
import { evaluateTimeExpression } from './evaluate.js';
import { toNaiveIso } from './naiveDate.js';

const NOW = new Date('2024-02-29T13:45:10.456Z');

function evaluate(text: string): string | number {
  const value = evaluateTimeExpression(text, { now: NOW });
  return typeof value === 'number' ? value : toNaiveIso(value);
}

describe('evaluateTimeExpression (Superset datetime_eval)', () => {
  it.each([
    ['DATETIME("now")', '2024-02-29T13:45:10'],
    ["datetime('today')", '2024-02-29T00:00:00'],
    ["DateTime('2018')", '2018-01-01T00:00:00'],
    ["datetime('2018-9')", '2018-09-01T00:00:00'],
    ["dateadd(datetime('today'),1,year,)", '2025-02-28T00:00:00'],
    ["DATEADD(DATETIME('today'), -2, YEAR)", '2022-02-28T00:00:00'],
    ["DATEADD(DATETIME('today'), 2, quarter)", '2024-08-29T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31"), 1, month)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2023-01-31"), 1, month)', '2023-02-28T00:00:00'],
    ["DATEADD(DATETIME('today'), -3, week)", '2024-02-08T00:00:00'],
    ["DATEADD(DATETIME('today'), +3, day)", '2024-03-03T00:00:00'],
    ["DATEADD(DATETIME('now'), 3, hour)", '2024-02-29T16:45:10'],
    ["DATEADD(DATETIME('now'), 40, minute)", '2024-02-29T14:25:10'],
    ["DATEADD(DATETIME('now'), -11, second)", '2024-02-29T13:44:59'],
    ["DATETRUNC(DATETIME('now'), year)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), quarter)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2023-08-17T10:00:00'), quarter)", '2023-07-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), month)", '2024-02-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), week)", '2024-02-26T00:00:00'],
    // A Sunday truncates back to the Monday before it.
    ["DATETRUNC(DATETIME('2024-03-03T08:00:00'), week)", '2024-02-26T00:00:00'],
    ["DATETRUNC(DATETIME('now'), day)", '2024-02-29T00:00:00'],
    ["DATETRUNC(DATETIME('now'), hour)", '2024-02-29T13:00:00'],
    ["DATETRUNC(DATETIME('now'), minute)", '2024-02-29T13:45:00'],
    ["DATETRUNC(DATETIME('2020-01-01T10:00:00.750'), second)", '2020-01-01T10:00:00'],
    ["LASTDAY(DATETIME('now'), year)", '2024-12-31T00:00:00'],
    ["LASTDAY(DATETIME('now'), quarter)", '2024-03-31T00:00:00'],
    ["LASTDAY(DATETIME('2023-05-31'), quarter)", '2023-06-30T00:00:00'],
    ["LASTDAY(DATETIME('today'), month)", '2024-02-29T00:00:00'],
    ["LASTDAY(DATETIME('2023-02-10'), month)", '2023-02-28T00:00:00'],
    ["LASTDAY(DATETIME('now'), week)", '2024-03-03T00:00:00'],
    ["LASTDAY(DATETIME('now'), day)", '2024-02-29T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
    // DATEDIFF where an integer is expected: 59 days, then 4 calendar years.
    [
      "DATEADD(DATETIME('today'), DATEDIFF(DATETIME('2024-01-01'), DATETIME('today')), day)",
      '2024-04-28T00:00:00',
    ],
    [
      "DATEADD(DATETIME('today'), DATEDIFF(DATETIME('2020-12-31'), DATETIME('today'), year), month)",
      '2024-06-29T00:00:00',
    ],
    ["DATEDIFF(DATETIME('2024-01-01'), DATETIME('2024-02-29'))", 59],
    // Python's timedelta.days rounds towards the past: minus 12 hours is day -1.
    ["DATEDIFF(DATETIME('2024-01-02T00:00:00'), DATETIME('2024-01-01T12:00:00'), day)", -1],
    ["DATEDIFF(DATETIME('2020-06-01'), DATETIME('now'), YEAR)", 4],
  ])('%s', (text, expected) => {
    expect(evaluate(text)).toBe(expected);
  });
});
