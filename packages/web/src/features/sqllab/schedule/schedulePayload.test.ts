import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { schedulePayload } from './schedulePayload';

describe('schedulePayload', () => {
  it("is Superset's saved query with the schedule in extra_json, dates in ISO", () => {
    const body = schedulePayload(
      {
        label: ' Nightly delays ',
        description: 'For the ops report',
        output_table: ' delays_daily ',
        start_date: dayjs('2030-01-01T09:00:00Z'),
        end_date: dayjs('2030-06-30T09:00:00Z'),
        schedule_interval: '@daily',
        dependencies: ['flights_loaded'],
      },
      { databaseId: 3, schema: 'main', sql: 'SELECT 1' },
    );
    expect(body).toEqual({
      label: 'Nightly delays',
      description: 'For the ops report',
      db_id: 3,
      schema: 'main',
      sql: 'SELECT 1',
      extra_json: expect.any(String),
    });
    expect(JSON.parse(String(body.extra_json))).toEqual({
      schedule_info: {
        output_table: 'delays_daily',
        start_date: '2030-01-01T09:00:00.000Z',
        end_date: '2030-06-30T09:00:00.000Z',
        schedule_interval: '@daily',
        dependencies: ['flights_loaded'],
      },
    });
  });

  it('leaves out what was not filled in', () => {
    const body = schedulePayload(
      {
        label: 'Q',
        output_table: 't',
        start_date: dayjs('2030-01-01T00:00:00Z'),
        schedule_interval: '0 9 * * *',
      },
      { databaseId: 1, schema: null, sql: 'SELECT 2' },
    );
    expect(body.description).toBe('');
    expect(body.schema).toBe('');
    expect(JSON.parse(String(body.extra_json))).toEqual({
      schedule_info: {
        output_table: 't',
        start_date: '2030-01-01T00:00:00.000Z',
        schedule_interval: '0 9 * * *',
      },
    });
  });
});
