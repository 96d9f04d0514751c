import { beforeAll, describe, expect, it } from 'vitest';

import { TIME_GRAINS, type TimeGrain } from '../EngineSpec.js';
import type { ContractContext } from './fixture.testkit.js';

// A Wednesday, a Sunday night, a Saturday midnight, and New Year's Eve (weeks across the year end).
const SAMPLES = ['2024-05-22 10:37:47', '2024-05-19 23:59:59', '2024-05-25 00:00:00', '2024-12-31 18:05:05'];

const SECONDS: Partial<Record<TimeGrain, number>> = {
  PT1S: 1,
  PT5S: 5,
  PT30S: 30,
  PT1M: 60,
  PT5M: 300,
  PT10M: 600,
  PT15M: 900,
  PT30M: 1800,
  'PT0.5H': 1800,
  PT1H: 3600,
  PT6H: 21600,
};

const DAY_MS = 86_400_000;

function format(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** What each grain means, computed in JavaScript on the naive timestamp (as UTC, so no DST). */
export function expectedGrain(grain: TimeGrain, sample: string): string {
  const ms = Date.parse(`${sample.replace(' ', 'T')}Z`);
  const date = new Date(ms);
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = date.getUTCDay(); // 0 = Sunday
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const seconds = SECONDS[grain];
  if (seconds !== undefined) return format(day + Math.floor((ms - day) / 1000 / seconds) * seconds * 1000);
  switch (grain) {
    case 'P1D':
      return format(day);
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return format(day - ((weekday + 6) % 7) * DAY_MS);
    case '1969-12-28T00:00:00Z/P1W':
      return format(day - weekday * DAY_MS);
    case 'P1W/1970-01-03T00:00:00Z':
      return format(day + (6 - weekday) * DAY_MS);
    case 'P1W/1970-01-04T00:00:00Z':
      return format(day + ((7 - weekday) % 7) * DAY_MS);
    case 'P1M':
      return format(Date.UTC(year, month, 1));
    case 'P3M':
    case 'P0.25Y':
      return format(Date.UTC(year, month - (month % 3), 1));
    case 'P1Y':
      return format(Date.UTC(year, 0, 1));
    default:
      throw new Error(`No reference for ${grain}`);
  }
}

/** Engines return DATE or TIMESTAMP, text with a space or a T; compared as `YYYY-MM-DDTHH:mm:ss`. */
function normalize(value: unknown): string {
  const text = String(value).replace(' ', 'T');
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text.replace(/\.0+$/, '');
}

/** Every grain expression runs on the engine and truncates like the reference. */
export function describeTimeGrainContract(ctx: ContractContext): void {
  describe('time grains', () => {
    beforeAll(async () => {
      const { q, fixture } = ctx;
      await ctx.run(
        `CREATE TABLE ${q('grain_sample')} (${q('id')} ${fixture.types.integer}, ${q('ts')} ${fixture.types.timestamp})`,
        ...SAMPLES.map((sample, index) => `INSERT INTO ${q('grain_sample')} VALUES (${index}, '${sample}')`),
      );
    });

    it('has the grains Superset charts need most', () => {
      const grains = Object.keys(ctx.fixture.spec.timeGrainExpressions);
      for (const grain of ['PT1H', 'P1D', 'P1W', 'P1M', 'P1Y', '1969-12-28T00:00:00Z/P1W']) {
        expect(grains).toContain(grain);
      }
      for (const grain of grains) expect(TIME_GRAINS).toContain(grain);
    });

    it.each(TIME_GRAINS.map((grain) => [grain]))('truncates to %s', async (grain) => {
      // Every engine here can express every grain.
      const expression = ctx.fixture.spec.timeGrainExpressions[grain] ?? '';
      expect(expression).toContain('{col}');
      const sql = `SELECT ${expression.split('{col}').join(ctx.q('ts'))} AS ${ctx.q('g')} FROM ${ctx.q('grain_sample')} ORDER BY ${ctx.q('id')}`;
      const result = await ctx.connection.execute(sql);
      expect(result.rows.map((row) => normalize(row.g))).toEqual(
        SAMPLES.map((sample) => expectedGrain(grain, sample)),
      );
    });
  });
}
