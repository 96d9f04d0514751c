import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotationWorld, type AnnotationWorld } from './annotations.testkit.js';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
  list_columns: string[];
  order_columns: string[];
  label_columns: Record<string, string>;
}

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

describe('annotation layer API', () => {
  let w: AnnotationWorld;

  beforeAll(async () => {
    w = await createAnnotationWorld();
  });
  afterAll(async () => {
    await w.close();
  });

  const list = async (query = ''): Promise<ListBody> => {
    const res = await w.call('GET', `/api/v1/annotation_layer/${query}`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  };

  it('creates, reads, updates and deletes a layer', async () => {
    const created = await w.call('POST', '/api/v1/annotation_layer/', w.admin, {
      name: 'Releases',
      descr: 'Product releases',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json<{ id: number; result: unknown }>();
    expect(result).toEqual({ name: 'Releases', descr: 'Product releases' });
    expect((await w.call('GET', `/api/v1/annotation_layer/${id}`, w.admin)).json()).toEqual({
      id,
      result: { id, name: 'Releases', descr: 'Product releases' },
    });
    const put = await w.call('PUT', `/api/v1/annotation_layer/${id}`, w.admin, { descr: 'Shipped versions' });
    expect(put.json()).toEqual({ id, result: { descr: 'Shipped versions' } });
    expect((await w.call('GET', `/api/v1/annotation_layer/${id}`, w.admin)).json()).toMatchObject({
      result: { name: 'Releases', descr: 'Shipped versions' },
    });
    const del = await w.call('DELETE', `/api/v1/annotation_layer/${id}`, w.admin);
    expect(del.json()).toEqual({ message: 'OK' });
    const gone = await w.call('GET', `/api/v1/annotation_layer/${id}`, w.admin);
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: 'Not found' }]);
    expect((await w.call('PUT', `/api/v1/annotation_layer/${id}`, w.admin, { descr: 'x' })).statusCode).toBe(
      404,
    );
    expect((await w.call('DELETE', `/api/v1/annotation_layer/${id}`, w.admin)).statusCode).toBe(404);
  });

  it("answers Superset's validation messages", async () => {
    const missing = await w.call('POST', '/api/v1/annotation_layer/', w.admin, { descr: 'no name' });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: { name: ['Missing data for required field.'] } },
    ]);
    await w.layer('Unique layer');
    const twice = await w.call('POST', '/api/v1/annotation_layer/', w.admin, { name: 'Unique layer' });
    expect([twice.statusCode, twice.json()]).toEqual([422, { message: { name: ['Name must be unique'] } }]);
    const other = await w.layer('Other layer');
    const rename = await w.call('PUT', `/api/v1/annotation_layer/${other}`, w.admin, {
      name: 'Unique layer',
    });
    expect([rename.statusCode, rename.json()]).toEqual([422, { message: { name: ['Name must be unique'] } }]);
    const same = await w.call('PUT', `/api/v1/annotation_layer/${other}`, w.admin, { name: 'Other layer' });
    expect(same.statusCode).toBe(200);
  });

  it('lists layers with filters, search, order and paging in the list envelope', async () => {
    const ids = [
      await w.layer('Alpha events', 'first'),
      await w.layer('Beta events', 'second holidays'),
      await w.layer('Gamma outages'),
    ];
    const all = await list(q('(order_column:name,order_direction:asc,page_size:100)'));
    expect(all.list_columns).toEqual(
      expect.arrayContaining(['id', 'name', 'descr', 'created_by', 'changed_by', 'changed_on', 'created_on']),
    );
    expect(all.list_columns).toContain('changed_on_delta_humanized');
    expect(all.order_columns).toEqual([
      'name',
      'descr',
      'created_by.first_name',
      'changed_by.first_name',
      'changed_on',
      'changed_on_delta_humanized',
      'created_on',
    ]);
    expect(all.label_columns.name).toBe('Name');
    const names = all.result.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    expect(all.result.find((r) => r.id === ids[0])).toMatchObject({
      name: 'Alpha events',
      descr: 'first',
      created_by: { id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) },
      changed_on_delta_humanized: expect.any(String),
    });
    expect((await list(q('(filters:!((col:name,opr:ct,value:events)))'))).ids.sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    expect((await list(q('(filters:!((col:name,opr:sw,value:Gamma)))'))).ids).toEqual([ids[2]]);
    expect((await list(q("(filters:!((col:name,opr:eq,value:'Beta events')))"))).ids).toEqual([ids[1]]);
    expect((await list(q('(filters:!((col:descr,opr:ct,value:second)))'))).ids).toEqual([ids[1]]);
    const search = await list(q('(filters:!((col:name,opr:annotation_layer_all_text,value:HOLIDAY)))'));
    expect(search.ids).toEqual([ids[1]]);
    const me = all.result.find((r) => r.id === ids[0])?.created_by as { id: number };
    const mine = await list(q(`(filters:!((col:created_by,opr:rel_o_m,value:${me.id})),page_size:100)`));
    expect(mine.ids).toEqual(expect.arrayContaining(ids));
    const page = await list(q('(order_column:name,order_direction:desc,page:0,page_size:2)'));
    expect(page.result).toHaveLength(2);
    expect(page.count).toBe(all.count);
    const bad = await w.call('GET', `/api/v1/annotation_layer/${q('(order_column:nope)')}`, w.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('answers _info with the Annotation permissions and filters', async () => {
    const info = await w.call('GET', '/api/v1/annotation_layer/_info', w.alpha);
    expect(info.statusCode, info.body).toBe(200);
    const body = info.json<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>();
    expect(body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(body.filters.name?.map((f) => f.operator)).toEqual(
      expect.arrayContaining(['ct', 'sw', 'eq', 'annotation_layer_all_text']),
    );
  });

  it('refuses to delete a layer that still has annotations, then bulk deletes', async () => {
    const busy = await w.layer('Busy layer');
    const empty = await w.layer('Empty layer');
    const third = await w.layer('Third layer');
    const note = await w.annotation(busy, { short_descr: 'x', start_dttm: '2024-01-01T00:00:00' });
    const one = await w.call('DELETE', `/api/v1/annotation_layer/${busy}`, w.admin);
    expect([one.statusCode, one.json()]).toEqual([
      422,
      { message: 'Annotation layer has associated annotations.' },
    ]);
    const bulkBusy = await w.call('DELETE', `/api/v1/annotation_layer/${q(`!(${busy},${empty})`)}`, w.admin);
    expect(bulkBusy.statusCode).toBe(422);
    expect((await w.call('GET', `/api/v1/annotation_layer/${empty}`, w.admin)).statusCode).toBe(200);
    await w.call('DELETE', `/api/v1/annotation_layer/${busy}/annotation/${note}`, w.admin);
    const bulk = await w.call('DELETE', `/api/v1/annotation_layer/${q(`!(${busy},${empty})`)}`, w.admin);
    expect(bulk.json()).toEqual({ message: 'Deleted 2 annotation layers' });
    const single = await w.call('DELETE', `/api/v1/annotation_layer/${q(`!(${third})`)}`, w.admin);
    expect(single.json()).toEqual({ message: 'Deleted 1 annotation layer' });
    const unknown = await w.call('DELETE', `/api/v1/annotation_layer/${q('!(999999)')}`, w.admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('needs the Annotation permission: Gamma gets 403, Alpha reads and writes', async () => {
    const layer = await w.layer('Permission layer');
    const urls = ['/api/v1/annotation_layer/', `/api/v1/annotation_layer/${layer}`];
    for (const url of urls) expect((await w.call('GET', url, w.gamma)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/v1/annotation_layer/${layer}/annotation/`, w.gamma)).statusCode).toBe(
      403,
    );
    expect((await w.call('POST', '/api/v1/annotation_layer/', w.gamma, { name: 'nope' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await w.call('POST', `/api/v1/annotation_layer/${layer}/annotation/`, w.gamma, {
          short_descr: 'nope',
          start_dttm: '2024-01-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await w.call('DELETE', `/api/v1/annotation_layer/${layer}`, w.gamma)).statusCode).toBe(403);
    for (const url of urls) expect((await w.call('GET', url, w.alpha)).statusCode).toBe(200);
    const made = await w.call('POST', '/api/v1/annotation_layer/', w.alpha, { name: 'Alpha layer' });
    expect(made.statusCode, made.body).toBe(201);
    const note = await w.call('POST', `/api/v1/annotation_layer/${layer}/annotation/`, w.alpha, {
      short_descr: 'by alpha',
      start_dttm: '2024-01-01',
    });
    expect(note.statusCode, note.body).toBe(201);
  });
});

describe('annotation API', () => {
  let w: AnnotationWorld;
  let layer: number;
  const url = (suffix = ''): string => `/api/v1/annotation_layer/${layer}/annotation/${suffix}`;

  beforeAll(async () => {
    w = await createAnnotationWorld();
    layer = await w.layer('Events');
  });
  afterAll(async () => {
    await w.close();
  });

  it('creates an annotation, its end defaulting to its start, and reads it with its layer', async () => {
    const created = await w.call('POST', url(), w.admin, {
      short_descr: 'Launch',
      long_descr: 'Version 1 ships',
      start_dttm: '2024-01-31T00:00:00',
      json_metadata: '{"color": "red"}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json<{ id: number; result: unknown }>();
    expect(result).toMatchObject({ start_dttm: '2024-01-31T00:00:00', end_dttm: '2024-01-31T00:00:00' });
    expect((await w.call('GET', url(String(id)), w.admin)).json()).toEqual({
      id,
      result: {
        id,
        short_descr: 'Launch',
        long_descr: 'Version 1 ships',
        start_dttm: '2024-01-31T00:00:00',
        end_dttm: '2024-01-31T00:00:00',
        json_metadata: '{"color": "red"}',
        layer: { id: layer, name: 'Events' },
      },
    });
    const zoned = await w.annotation(layer, {
      short_descr: 'Zoned',
      start_dttm: '2024-02-01T02:00:00+02:00',
      end_dttm: '2024-02-02T00:00:00.000Z',
    });
    expect((await w.call('GET', url(String(zoned)), w.admin)).json()).toMatchObject({
      result: { start_dttm: '2024-02-01T00:00:00', end_dttm: '2024-02-02T00:00:00' },
    });
  });

  it("answers Superset's validation messages", async () => {
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ start_dttm: '2024-01-01' }, 400, { short_descr: ['Missing data for required field.'] }],
      [
        { short_descr: 'bad json', start_dttm: '2024-01-01', json_metadata: '{nope' },
        400,
        { json_metadata: ['JSON not valid'] },
      ],
      [{ short_descr: 'bad date', start_dttm: 'yesterday' }, 400, { start_dttm: ['Not a valid datetime.'] }],
      [
        { short_descr: 'backwards', start_dttm: '2024-01-02', end_dttm: '2024-01-01' },
        422,
        { start_dttm: ['End date must be after start date'] },
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await w.call('POST', url(), w.admin, payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([status, { message }]);
    }
    await w.annotation(layer, { short_descr: 'Only once', start_dttm: '2024-03-01' });
    const twice = await w.call('POST', url(), w.admin, {
      short_descr: 'Only once',
      start_dttm: '2024-03-02',
    });
    expect([twice.statusCode, twice.json()]).toEqual([
      422,
      { message: { short_descr: ['Short description must be unique for this layer'] } },
    ]);
    // Unique per layer only: another layer may use the same text.
    const other = await w.layer('Other events');
    await w.annotation(other, { short_descr: 'Only once', start_dttm: '2024-03-02' });
  });

  it('updates an annotation with the same checks', async () => {
    const id = await w.annotation(layer, {
      short_descr: 'Outage',
      start_dttm: '2024-04-01T10:00:00',
      end_dttm: '2024-04-01T12:00:00',
    });
    const put = await w.call('PUT', url(String(id)), w.admin, {
      long_descr: 'Database down',
      end_dttm: '2024-04-01T13:00:00',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      id,
      result: { long_descr: 'Database down', end_dttm: '2024-04-01T13:00:00' },
    });
    expect((await w.call('GET', url(String(id)), w.admin)).json()).toMatchObject({
      result: { short_descr: 'Outage', long_descr: 'Database down', end_dttm: '2024-04-01T13:00:00' },
    });
    const backwards = await w.call('PUT', url(String(id)), w.admin, { start_dttm: '2024-04-02T00:00:00' });
    expect([backwards.statusCode, backwards.json()]).toEqual([
      422,
      { message: { start_dttm: ['End date must be after start date'] } },
    ]);
    const badJson = await w.call('PUT', url(String(id)), w.admin, { json_metadata: '[' });
    expect(badJson.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    await w.annotation(layer, { short_descr: 'Taken', start_dttm: '2024-04-03' });
    const taken = await w.call('PUT', url(String(id)), w.admin, { short_descr: 'Taken' });
    expect(taken.statusCode).toBe(422);
    expect((await w.call('PUT', url(String(id)), w.admin, { short_descr: 'Outage' })).statusCode).toBe(200);
    const emptied = await w.call('PUT', url(String(id)), w.admin, {
      start_dttm: '2024-04-05T08:00:00',
      end_dttm: '',
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect((await w.call('GET', url(String(id)), w.admin)).json()).toMatchObject({
      result: { start_dttm: '2024-04-05T08:00:00', end_dttm: '2024-04-05T08:00:00' },
    });
  });

  it('lists a layer’s annotations only, filtered and ordered', async () => {
    const own = await w.layer('Listed');
    const a = await w.annotation(own, { short_descr: 'Spring sale', start_dttm: '2024-03-20' });
    const b = await w.annotation(own, { short_descr: 'Winter sale', start_dttm: '2024-01-10' });
    const c = await w.annotation(own, { short_descr: 'Audit', start_dttm: '2024-02-15' });
    const base = `/api/v1/annotation_layer/${own}/annotation/`;
    const all = await w.call('GET', `${base}${q('(order_column:start_dttm,order_direction:asc)')}`, w.admin);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<ListBody>();
    expect(body.ids).toEqual([b, c, a]);
    expect(body.count).toBe(3);
    expect(body.order_columns).toEqual(
      expect.arrayContaining(['short_descr', 'start_dttm', 'end_dttm', 'changed_on_delta_humanized']),
    );
    expect(body.result[0]).toMatchObject({
      short_descr: 'Winter sale',
      start_dttm: '2024-01-10T00:00:00',
      end_dttm: '2024-01-10T00:00:00',
      changed_on_delta_humanized: expect.any(String),
    });
    const sales = await w.call(
      'GET',
      `${base}${q('(filters:!((col:short_descr,opr:ct,value:SALE)),order_column:short_descr,order_direction:desc)')}`,
      w.admin,
    );
    expect(sales.json<ListBody>().ids).toEqual([b, a]);
    const unknown = await w.call('GET', '/api/v1/annotation_layer/999999/annotation/', w.admin);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Not found' }]);
  });

  it('deletes one annotation or several, never another layer’s', async () => {
    const own = await w.layer('Deleting');
    const ids = [
      await w.annotation(own, { short_descr: 'one', start_dttm: '2024-01-01' }),
      await w.annotation(own, { short_descr: 'two', start_dttm: '2024-01-02' }),
      await w.annotation(own, { short_descr: 'three', start_dttm: '2024-01-03' }),
    ];
    const base = `/api/v1/annotation_layer/${own}/annotation/`;
    const foreign = await w.annotation(layer, { short_descr: 'foreign', start_dttm: '2024-01-01' });
    expect((await w.call('GET', `${base}${foreign}`, w.admin)).statusCode).toBe(404);
    expect((await w.call('DELETE', `${base}${q(`!(${ids[0]},${foreign})`)}`, w.admin)).statusCode).toBe(404);
    expect((await w.call('DELETE', `${base}${ids[0]}`, w.admin)).json()).toEqual({ message: 'OK' });
    expect((await w.call('DELETE', `${base}${ids[0]}`, w.admin)).statusCode).toBe(404);
    expect((await w.call('DELETE', `${base}${q(`!(${ids[1]})`)}`, w.admin)).json()).toEqual({
      message: 'Deleted 1 annotation',
    });
    const more = await w.annotation(own, { short_descr: 'four', start_dttm: '2024-01-04' });
    expect((await w.call('DELETE', `${base}${q(`!(${ids[2]},${more})`)}`, w.admin)).json()).toEqual({
      message: 'Deleted 2 annotations',
    });
    expect(
      (await w.call('GET', `/api/v1/annotation_layer/${layer}/annotation/${foreign}`, w.admin)).statusCode,
    ).toBe(200);
    const noLayer = await w.call('POST', '/api/v1/annotation_layer/999999/annotation/', w.admin, {
      short_descr: 'x',
      start_dttm: '2024-01-01',
    });
    expect(noLayer.statusCode).toBe(404);
  });
});
