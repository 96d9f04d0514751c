import { encodeRison } from '@loupe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { holidayLookup } from './holidayCalendar.js';

interface Lookup {
  since: string;
  until: string;
  timeRange: string;
  shift: string | null;
}

const midnight = (date: Date): string => `${date.toISOString().slice(0, 10)}T00:00:00`;

describe('GET /api/v1/time_range/', () => {
  let t: TestApp;
  let admin: Headers;
  let gamma: Headers;
  let sqlLabOnly: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
    const g = newUserBody([await roleIdOf(t.app, admin, 'Gamma')]);
    const s = newUserBody([await roleIdOf(t.app, admin, 'sql_lab')]);
    await createUser(t.app, admin, g);
    await createUser(t.app, admin, s);
    gamma = await t.bearer(g.username, g.password);
    sqlLabOnly = await t.bearer(s.username, s.password);
  });
  afterAll(async () => t.close());

  const lookup = (q: string | undefined, headers: Headers = gamma) =>
    t.app.inject({
      url: q === undefined ? '/api/v1/time_range/' : `/api/v1/time_range/?q=${encodeURIComponent(q)}`,
      headers,
    });

  it('evaluates one range given as a rison string, with naive ISO bounds', async () => {
    const res = await lookup(encodeRison('2020-01-01 : DATEADD(DATETIME("2020-01-31T10:00:00"), 1, month)'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: [
        {
          since: '2020-01-01T00:00:00',
          until: '2020-02-29T10:00:00',
          timeRange: '2020-01-01 : DATEADD(DATETIME("2020-01-31T10:00:00"), 1, month)',
          shift: null,
        },
      ],
    });
  });

  it('evaluates a list of (timeRange, shift), open ends as empty strings', async () => {
    const q = encodeRison([
      { timeRange: '2024-02-29 : 2024-03-31', shift: '1 year ago' },
      { timeRange: 'No filter' },
      { timeRange: '2020-06-01 : ' },
    ]);
    const res = await lookup(q);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: Lookup[] }>().result).toEqual([
      {
        since: '2023-02-28T00:00:00',
        until: '2023-03-31T00:00:00',
        timeRange: '2024-02-29 : 2024-03-31',
        shift: '1 year ago',
      },
      { since: '', until: '', timeRange: 'No filter', shift: null },
      { since: '2020-06-01T00:00:00', until: '', timeRange: '2020-06-01 : ', shift: null },
    ]);
  });

  it('anchors relative ranges on midnight UTC today', async () => {
    const before = new Date();
    const res = await lookup(encodeRison('Last week'));
    const after = new Date();
    expect(res.statusCode, res.body).toBe(200);
    const [{ since, until }] = res.json<{ result: Lookup[] }>().result as [Lookup];
    // A request that straddles midnight may see either day.
    expect([midnight(before), midnight(after)]).toContain(until);
    const weekBefore = new Date(`${until}Z`);
    weekBefore.setUTCDate(weekBefore.getUTCDate() - 7);
    expect(since).toBe(midnight(weekBefore));
  });

  it('answers no ranges without q, as Superset', async () => {
    const res = await lookup(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [] });
  });

  it.each([
    ['tomorrow : yesterday', 'Unexpected time range: From date cannot be larger than to date'],
    [
      '5 days : now',
      'Unexpected time range: Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    ],
    ['whenever : now', 'Unexpected time range: Cannot parse time string [whenever]'],
    [
      'DATETRUNC(DATETIME("now"), fortnight) : now',
      expect.stringMatching(/^Unexpected time range: Expected .*\(at char 27\)/),
    ],
  ])("refuses %s with Superset's message", async (timeRange, message) => {
    const res = await lookup(encodeRison(timeRange));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a bad shift, bad rison and a q of the wrong shape', async () => {
    const shift = await lookup(encodeRison([{ timeRange: 'Last week', shift: 'sometime' }]));
    expect(shift.statusCode).toBe(400);
    expect(shift.json()).toEqual({
      message:
        'Unexpected time range: Time delta is ambiguous. Please specify [sometime ago] or [sometime later].',
    });
    const badRison = await lookup('(timeRange:');
    expect(badRison.statusCode).toBe(400);
    expect(badRison.json<{ message: string }>().message).toMatch(/^Not a valid rison argument/);
    for (const q of ['!(1)', "(timeRange:'Last week')", "!((shift:'1 year ago'))"]) {
      const res = await lookup(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ message: 'Not a valid rison schema' });
    }
  });

  it('needs can_time_range on Api: Gamma and Admin have it, sql_lab alone and anonymous callers do not', async () => {
    const q = encodeRison('Last day');
    expect((await lookup(q, admin)).statusCode).toBe(200);
    expect((await lookup(q, gamma)).statusCode).toBe(200);
    expect((await lookup(q, sqlLabOnly)).statusCode).toBe(403);
    expect((await lookup(q, {})).statusCode).toBe(401);
  });
});

describe('HOLIDAY in time ranges', () => {
  it.each([
    ['Christmas', 2016, 'US', '2016-12-25'],
    ['Labor day', 2018, 'US', '2018-09-03'],
    ['Juneteenth', 2022, 'US', '2022-06-19'],
    ['independence day', 2022, 'US', '2022-07-04'],
    ['Boxing day', 2018, 'UK', '2018-12-26'],
    // Lunar holidays follow date-holidays' tables: Python's holidays has this one a day later.
    ['Eid al-Fitr', 2000, 'SA', '2000-01-07'],
  ])('finds %s %i in %s', (name, year, country, date) => {
    expect(holidayLookup(name, year, country)?.toISOString().slice(0, 10)).toBe(date);
  });

  it('finds nothing for an unknown name, an observance or an unknown country', () => {
    expect(holidayLookup('Festivus', 2020, 'US')).toBeNull();
    expect(holidayLookup("Valentine's Day", 2020, 'US')).toBeNull();
    expect(holidayLookup('Christmas', 2020, 'XX')).toBeNull();
  });

  it("is used by the endpoint, and an unknown holiday is Superset's error", async () => {
    const t = await createTestApp();
    try {
      const headers = await t.bearer();
      const ok = await t.app.inject({
        url: `/api/v1/time_range/?q=${encodeURIComponent(encodeRison('HOLIDAY("Christmas", DATETIME("2018-01-01")) : HOLIDAY("New Year", DATETIME("2019-06-01"))'))}`,
        headers,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<{ result: Lookup[] }>().result[0]).toMatchObject({
        since: '2018-12-25T00:00:00',
        until: '2019-01-01T00:00:00',
      });
      const unknown = await t.app.inject({
        url: `/api/v1/time_range/?q=${encodeURIComponent(encodeRison('HOLIDAY("Festivus") : '))}`,
        headers,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'Unexpected time range: Unable to find such a holiday: [Festivus]',
      });
    } finally {
      await t.close();
    }
  });
});
