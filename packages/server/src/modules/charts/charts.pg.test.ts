import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from './charts.testkit.js';

/**
 * Charts and explore state on a PostgreSQL metadata store (production's): the favourite upsert,
 * scoped list filters, link tables, report check and key_value entries must behave as on SQLite.
 */
describe('charts and explore on PostgreSQL metadata', () => {
  let w: ChartWorld;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    w = await createChartWorld({ LOUPE_METADATA_URL: pg.url });
  });

  afterAll(async () => {
    await w.close();
    await drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lists, stars, links and deletes charts', async () => {
    const { rows } = await sql<{ id: number }>`insert into dashboards (uuid, dashboard_title, json_metadata)
      values (${crypto.randomUUID()}, 'Board', '{}') returning id`.execute(w.t.services.db);
    const dash = rows[0]!.id;
    await sql`insert into dashboard_user (user_id, dashboard_id) values (${w.readerId}, ${dash})`.execute(
      w.t.services.db,
    );
    const id = await createChart(w, w.reader, { slice_name: 'Weekly SALES', dashboards: [dash] });
    const other = await createChart(w, w.reader, { slice_name: 'Other' });
    for (let i = 0; i < 2; i += 1)
      expect((await call('POST', `/api/v1/chart/${id}/favorites/`, w.reader)).statusCode).toBe(200);
    const q = encodeURIComponent(
      '(filters:!((col:slice_name,opr:chart_all_text,value:sales),(col:id,opr:chart_is_favorite,value:!t)))',
    );
    const page = await call('GET', `/api/v1/chart/?q=${q}`, w.reader);
    expect(page.json<{ ids: number[] }>().ids).toEqual([id]);
    expect(page.json<{ result: { dashboards: unknown[] }[] }>().result[0]!.dashboards).toEqual([
      { id: dash, dashboard_title: 'Board' },
    ]);
    expect((await call('GET', '/api/v1/chart/', w.outsider)).json<{ count: number }>().count).toBe(0);
    await sql`insert into report_schedule (type, name, crontab, chart_id) values ('Report', 'Daily', '0 9 * * *', ${id})`.execute(
      w.t.services.db,
    );
    expect((await call('DELETE', `/api/v1/chart/?q=!(${id},${other})`, w.reader)).statusCode).toBe(422);
    const third = await createChart(w, w.reader, { slice_name: 'Third' });
    expect((await call('DELETE', `/api/v1/chart/?q=!(${other},${third})`, w.reader)).json()).toEqual({
      message: 'Deleted 2 charts',
    });
  });

  it('keeps explore form data per tab and permalinks', async () => {
    const body = { datasource_id: w.datasetId, datasource_type: 'table', form_data: '{"viz_type":"table"}' };
    const first = await call('POST', '/api/v1/explore/form_data?tab_id=3', w.reader, body);
    expect(first.statusCode, first.body).toBe(201);
    const key = first.json<{ key: string }>().key;
    const again = await call('POST', '/api/v1/explore/form_data?tab_id=3', w.reader, {
      ...body,
      form_data: '{"viz_type":"pie"}',
    });
    expect(again.json()).toEqual({ key });
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).json()).toEqual({
      form_data: '{"viz_type":"pie"}',
    });
    const link = await call('POST', '/api/v1/explore/permalink', w.reader, {
      formData: { datasource: `${w.datasetId}__table`, viz_type: 'line' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const state = await call('GET', `/api/v1/explore/permalink/${link.json<{ key: string }>().key}`, w.other);
    expect(state.json<{ state: unknown }>().state).toEqual({
      formData: { datasource: `${w.datasetId}__table`, viz_type: 'line' },
    });
  });
});
