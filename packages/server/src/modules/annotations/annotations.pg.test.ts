import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import { createAnnotationWorld, type AnnotationWorld } from './annotations.testkit.js';

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

/**
 * Annotation layers on a PostgreSQL metadata store (production's): list filters and related-field
 * ordering, the uniqueness and integrity checks, and the time-range overlap on naive ISO text must
 * behave as on SQLite.
 */
describe('annotation layers on PostgreSQL metadata', () => {
  let w: AnnotationWorld;
  let drop: () => Promise<void>;
  let removeFixture: () => void;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    w = await createAnnotationWorld({ LOUPE_METADATA_URL: pg.url });
  });

  afterAll(async () => {
    await w.close();
    removeFixture?.();
    await drop();
  });

  it('lists, validates and deletes layers and annotations', async () => {
    const holidays = await w.layer('Holidays', 'Public HOLIDAYS');
    const releases = await w.layer('Releases');
    const search = await w.call(
      'GET',
      `/api/v1/annotation_layer/${q('(filters:!((col:name,opr:annotation_layer_all_text,value:holiday)),order_column:created_by.first_name,order_direction:asc)')}`,
      w.admin,
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ ids: number[] }>().ids).toEqual([holidays]);
    const byName = await w.call(
      'GET',
      `/api/v1/annotation_layer/${q('(order_column:name,order_direction:desc)')}`,
      w.admin,
    );
    expect(byName.json<{ ids: number[] }>().ids).toEqual([releases, holidays]);
    const twice = await w.call('POST', '/api/v1/annotation_layer/', w.admin, { name: 'Holidays' });
    expect([twice.statusCode, twice.json()]).toEqual([422, { message: { name: ['Name must be unique'] } }]);

    const base = `/api/v1/annotation_layer/${holidays}/annotation/`;
    const newYear = await w.annotation(holidays, { short_descr: 'New year', start_dttm: '2024-01-01' });
    const spring = await w.annotation(holidays, {
      short_descr: 'Spring break',
      start_dttm: '2024-03-25T00:00:00',
      end_dttm: '2024-03-29T00:00:00',
    });
    const ordered = await w.call(
      'GET',
      `${base}${q('(order_column:start_dttm,order_direction:desc)')}`,
      w.admin,
    );
    expect(ordered.json<{ ids: number[] }>().ids).toEqual([spring, newYear]);
    const filtered = await w.call(
      'GET',
      `${base}${q('(filters:!((col:short_descr,opr:ct,value:BREAK)))')}`,
      w.admin,
    );
    expect(filtered.json<{ ids: number[] }>().ids).toEqual([spring]);
    const again = await w.call('POST', base, w.admin, { short_descr: 'New year', start_dttm: '2025-01-01' });
    expect(again.json()).toEqual({
      message: { short_descr: ['Short description must be unique for this layer'] },
    });

    const busy = await w.call('DELETE', `/api/v1/annotation_layer/${holidays}`, w.admin);
    expect([busy.statusCode, busy.json()]).toEqual([
      422,
      { message: 'Annotation layer has associated annotations.' },
    ]);
    expect((await w.call('DELETE', `${base}${q(`!(${newYear},${spring})`)}`, w.admin)).json()).toEqual({
      message: 'Deleted 2 annotations',
    });
    expect(
      (await w.call('DELETE', `/api/v1/annotation_layer/${q(`!(${holidays},${releases})`)}`, w.admin)).json(),
    ).toEqual({
      message: 'Deleted 2 annotation layers',
    });
  });

  it('answers NATIVE annotation_data overlapping the chart time range', async () => {
    const fixture = await createDuckdbFixture(SALES_FIXTURE);
    removeFixture = fixture.remove;
    const db = await w.call('POST', '/api/v1/database/', w.admin, {
      database_name: 'pg annotations',
      sqlalchemy_uri: fixture.uri,
    });
    const dataset = await w.call('POST', '/api/v1/dataset/', w.admin, {
      database: db.json<{ id: number }>().id,
      schema: 'main',
      table_name: 'sales',
    });
    expect(dataset.statusCode, dataset.body).toBe(201);
    const layer = await w.layer('Sales events');
    await w.annotation(layer, { short_descr: 'Before', start_dttm: '2023-12-30', end_dttm: '2023-12-31' });
    await w.annotation(layer, { short_descr: 'Inside', start_dttm: '2024-01-01T12:00:00' });
    await w.annotation(layer, { short_descr: 'Across', start_dttm: '2023-12-31', end_dttm: '2024-01-02' });
    const range = '2024-01-01 : 2024-01-03';
    const res = await w.call('POST', '/api/v1/chart/data', w.admin, {
      datasource: { id: dataset.json<{ id: number }>().id, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: ['count'],
          filters: [{ col: 'sold_at', op: 'TEMPORAL_RANGE', val: range }],
          time_range: range,
          annotation_layers: [
            { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: layer, show: true },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json<{
      result: { annotation_data: { Events: { records: { short_descr: string; start_dttm: number }[] } } }[];
    }>().result[0]!.annotation_data.Events.records;
    expect(records.map((r) => [r.short_descr, r.start_dttm])).toEqual([
      ['Across', Date.UTC(2023, 11, 31)],
      ['Inside', Date.UTC(2024, 0, 1, 12)],
    ]);
  });
});
