import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard, listDashboards } from './dashboards.testkit.js';

/**
 * Dashboards on a PostgreSQL metadata store (production's): the visibility subqueries, the
 * favourite upsert, the title/slug filters and the slug uniqueness must behave as on SQLite.
 */
describe('dashboards on PostgreSQL metadata', () => {
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

  it('creates, finds by slug, filters and scopes dashboards', async () => {
    const draft = await createDashboard(w, w.reader, { dashboard_title: 'PG draft', slug: 'pg draft' });
    const shown = await createDashboard(w, w.reader, { dashboard_title: 'PG Sales', published: true });
    await createChart(w, w.reader, { dashboards: [shown] });
    const dup = await call(w, 'POST', '/api/v1/dashboard/', w.other, { slug: 'pg-draft' });
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
    const bySlug = await call(w, 'GET', '/api/v1/dashboard/pg-draft', w.reader);
    expect(bySlug.json<{ result: { id: number } }>().result.id).toBe(draft);

    const q = '(filters:!((col:dashboard_title,opr:title_or_slug,value:pg)),order_column:id)';
    expect((await listDashboards(w, w.reader, q)).ids).toEqual([draft, shown]);
    expect((await listDashboards(w, w.other, q)).ids).toEqual([shown]);
    expect((await listDashboards(w, w.outsider, q)).ids).toEqual([]);
    expect((await call(w, 'GET', '/api/v1/dashboard/pg-draft', w.other)).statusCode).toBe(404);

    for (let i = 0; i < 2; i += 1)
      expect((await call(w, 'POST', `/api/v1/dashboard/${shown}/favorites/`, w.other)).statusCode).toBe(200);
    const fav = await listDashboards(w, w.other, '(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))');
    expect(fav.ids).toEqual([shown]);
    const owned = await listDashboards(
      w,
      w.admin,
      `(filters:!((col:owners,opr:rel_m_m,value:${w.readerId}),(col:published,opr:eq,value:!t)))`,
    );
    expect(owned.ids).toEqual([shown]);
  });
});
