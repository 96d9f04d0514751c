import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { sessionLogin } from '../../testing/testApp.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard, listDashboards } from './dashboards.testkit.js';

let w: ChartWorld;
let alpha: Headers;
beforeAll(async () => {
  w = await createChartWorld();
  const body = newUserBody([await roleIdOf(w.t.app, w.admin, 'Alpha')]);
  await createUser(w.t.app, w.admin, body);
  alpha = await w.t.bearer(body.username, body.password);
});
afterAll(async () => w.close());

const post = (headers: Headers, payload: object) => call(w, 'POST', '/api/v1/dashboard/', headers, payload);
const titles = (page: { result: Record<string, unknown>[] }) => page.result.map((r) => r.dashboard_title);

describe('POST /api/v1/dashboard/', () => {
  it('creates a dashboard owned by its creator, with the slug normalised as Superset does', async () => {
    const res = await post(w.reader, { dashboard_title: 'Sales', slug: '  sales  board!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, result } = res.json<{ id: number; result: Record<string, unknown> }>();
    expect(result).toEqual({ dashboard_title: 'Sales', slug: 'sales--board' });
    const got = await call(w, 'GET', '/api/v1/dashboard/sales--board', w.reader);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json<{ result: unknown }>().result).toMatchObject({
      id,
      dashboard_title: 'Sales',
      slug: 'sales--board',
      url: '/superset/dashboard/sales--board/',
      published: false,
      owners: [{ id: w.readerId }],
      roles: [],
      charts: [],
      tags: [],
      thumbnail_url: expect.stringMatching(new RegExp(`^/api/v1/dashboard/${id}/thumbnail/[0-9a-f]{32}/$`)),
      is_managed_externally: false,
      changed_by: { id: w.readerId },
      changed_on_delta_humanized: expect.any(String),
    });
    expect((await call(w, 'GET', `/api/v1/dashboard/${id}`, w.reader)).json()).toEqual(got.json());
  });

  it('stores every field, an empty title, and owners and roles given by the caller', async () => {
    const gamma = await roleIdOf(w.t.app, w.admin, 'Gamma');
    const res = await post(w.admin, {
      dashboard_title: '',
      owners: [w.readerId, w.otherId],
      roles: [gamma],
      css: '.x { color: red }',
      position_json: '{"DASHBOARD_VERSION_KEY":"v2"}',
      json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0,"cross_filters_enabled":true}',
      published: true,
      certified_by: 'Data team',
      certification_details: 'Checked',
      external_url: null,
      is_managed_externally: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const got = (await call(w, 'GET', `/api/v1/dashboard/${id}`, w.admin)).json<{ result: unknown }>().result;
    expect(got).toMatchObject({
      dashboard_title: '',
      url: `/superset/dashboard/${id}/`,
      owners: [{ id: w.readerId }, { id: w.otherId }],
      roles: [{ id: gamma, name: 'Gamma' }],
      css: '.x { color: red }',
      position_json: '{"DASHBOARD_VERSION_KEY":"v2"}',
      published: true,
      certified_by: 'Data team',
      certification_details: 'Checked',
    });
  });

  it('keeps a non-admin among the owners they give', async () => {
    const id = await createDashboard(w, w.reader, { owners: [w.otherId] });
    const got = await call(w, 'GET', `/api/v1/dashboard/${id}?q=(columns:!(owners.id))`, w.reader);
    expect(got.json()).toEqual({
      result: { owners: [w.otherId, w.readerId].sort((a, b) => a - b).map((id) => ({ id })) },
    });
  });

  it.each([
    ['an unknown field', { dashboard_title: 'x', nope: 1 }, { nope: ['Unknown field.'] }],
    ['position_json that is not JSON', { position_json: '{bad' }, { position_json: ['JSON not valid'] }],
    ['json_metadata that is not JSON', { json_metadata: '[' }, { json_metadata: ['JSON not valid'] }],
    [
      'json_metadata that is not an object',
      { json_metadata: '[]' },
      { json_metadata: ['Invalid input type.'] },
    ],
    [
      'an unknown json_metadata key',
      { json_metadata: '{"color_scheme":"x","bogus":1}' },
      { 'json_metadata.bogus': ['Unknown field.'] },
    ],
    [
      'a json_metadata key of the wrong type',
      { json_metadata: '{"refresh_frequency":"often","filter_bar_orientation":"DIAGONAL"}' },
      {
        'json_metadata.refresh_frequency': ['Not a valid integer.'],
        'json_metadata.filter_bar_orientation': ['Must be one of: VERTICAL, HORIZONTAL.'],
      },
    ],
    ['a slug of only spaces', { slug: '   ' }, { slug: ['Length must be between 1 and 255.'] }],
    ['a title over 500 characters', { dashboard_title: 'x'.repeat(501) }, undefined],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await post(w.reader, body);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json()).toEqual({ message });
  });

  it('answers 422 on a duplicate slug and on owners that do not exist', async () => {
    await createDashboard(w, w.reader, { slug: 'unique-one' });
    const dup = await post(w.other, { dashboard_title: 'Again', slug: ' unique-one ' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
    const both = await post(w.admin, { slug: 'unique-one', owners: [999999] });
    expect(both.json()).toEqual({ message: { slug: ['Must be unique'], owners: ['Owners are invalid'] } });
    const roles = await post(w.admin, { roles: [999999] });
    expect(roles.json()).toEqual({ message: { roles: ['Some roles do not exist'] } });
  });

  it('needs can_write on Dashboard and, with a session cookie, the CSRF token', async () => {
    const role = await call(w, 'POST', '/api/v1/security/roles/', w.admin, { name: 'no dashboards' });
    const body = newUserBody([role.json<{ id: number }>().id]);
    await createUser(w.t.app, w.admin, body);
    const nobody = await w.t.bearer(body.username, body.password);
    expect((await post(nobody, { dashboard_title: 'x' })).statusCode).toBe(403);
    expect((await call(w, 'GET', '/api/v1/dashboard/', nobody)).statusCode).toBe(403);
    expect((await call(w, 'GET', '/api/v1/dashboard/', {})).statusCode).toBe(401);

    const { cookie, csrf } = await sessionLogin(w.t.app);
    expect((await post({ cookie }, { dashboard_title: 'Cookie' })).statusCode).toBe(400);
    expect((await post({ cookie, 'x-csrftoken': csrf }, { dashboard_title: 'Cookie' })).statusCode).toBe(201);
  });
});

describe('dashboard visibility (DashboardAccessFilter)', () => {
  let draft: number;
  let withData: number;
  let empty: number;
  beforeAll(async () => {
    draft = await createDashboard(w, w.reader, { dashboard_title: 'V draft' });
    withData = await createDashboard(w, w.reader, { dashboard_title: 'V published data', published: true });
    empty = await createDashboard(w, w.reader, { dashboard_title: 'V published empty', published: true });
    await createChart(w, w.reader, { slice_name: 'On the board', dashboards: [withData, draft] });
  });

  const visible = async (headers: Headers) =>
    titles(
      await listDashboards(w, headers, '(filters:!((col:dashboard_title,opr:sw,value:V)),page_size:100)'),
    );

  it('shows owners and Admin every dashboard, drafts included', async () => {
    const all = ['V draft', 'V published data', 'V published empty'];
    expect((await visible(w.reader)).sort()).toEqual(all);
    expect((await visible(w.admin)).sort()).toEqual(all);
  });

  it('shows others published dashboards with a chart on a dataset they may use', async () => {
    expect(await visible(w.other)).toEqual(['V published data']);
    expect(await visible(w.outsider)).toEqual([]);
  });

  it('shows a user with access to all datasources (Alpha) every published dashboard', async () => {
    expect((await visible(alpha)).sort()).toEqual(['V published data', 'V published empty']);
  });

  it('answers 404 for a dashboard the caller may not see, by id and by slug', async () => {
    const hidden = await call(w, 'GET', `/api/v1/dashboard/${draft}`, w.other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Not found' });
    expect((await call(w, 'GET', `/api/v1/dashboard/${empty}`, w.other)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/v1/dashboard/${withData}`, w.outsider)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/v1/dashboard/${withData}`, w.other)).statusCode).toBe(200);
    expect((await call(w, 'GET', '/api/v1/dashboard/no-such-slug', w.admin)).statusCode).toBe(404);
  });

  it('lists the names of the charts on a dashboard', async () => {
    const got = await call(w, 'GET', `/api/v1/dashboard/${withData}?q=(columns:!(charts))`, w.other);
    expect(got.json()).toEqual({ result: { charts: ['On the board'] } });
  });

  it('refuses to put a chart on a dashboard the user may not edit, and lists it when they may', async () => {
    const refused = await call(w, 'POST', '/api/v1/chart/', w.other, {
      slice_name: 'Not mine to add',
      viz_type: 'table',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      dashboards: [withData],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    const mine = await createDashboard(w, w.other, { dashboard_title: 'Other board' });
    const chart = await createChart(w, w.other, { slice_name: 'Added', dashboards: [mine] });
    const got = await call(
      w,
      'GET',
      `/api/v1/chart/${chart}?q=(columns:!(dashboards.id,dashboards.dashboard_title))`,
      w.other,
    );
    expect(got.json()).toEqual({ result: { dashboards: [{ id: mine, dashboard_title: 'Other board' }] } });
  });
});

describe('GET /api/v1/dashboard/ filters and columns', () => {
  let alphaBoard: number;
  let betaBoard: number;
  beforeAll(async () => {
    alphaBoard = await createDashboard(w, w.other, { dashboard_title: 'L Alpha sales', slug: 'l-alpha' });
    betaBoard = await createDashboard(w, w.other, {
      dashboard_title: 'L Beta',
      slug: 'l-beta-revenue',
      published: true,
      certified_by: 'Team',
      owners: [w.otherId, w.readerId],
    });
  });
  const q = (filters: string, extra = '') =>
    `(filters:!((col:dashboard_title,opr:sw,value:'L '),${filters}),order_column:dashboard_title,order_direction:asc${extra})`;

  it.each([
    ['dashboard_title ct', '(col:dashboard_title,opr:ct,value:SALES)', ['L Alpha sales']],
    ['dashboard_title eq', "(col:dashboard_title,opr:eq,value:'L Beta')", ['L Beta']],
    ['title_or_slug on the slug', '(col:dashboard_title,opr:title_or_slug,value:revenue)', ['L Beta']],
    ['published eq', '(col:published,opr:eq,value:!f)', ['L Alpha sales']],
    ['certified', '(col:id,opr:dashboard_is_certified,value:!t)', ['L Beta']],
  ])('%s', async (_name, filter, expected) => {
    expect(titles(await listDashboards(w, w.other, q(filter)))).toEqual(expected);
  });

  it('filters by owner, creator and the caller favourites', async () => {
    const owners = await listDashboards(w, w.other, q(`(col:owners,opr:rel_m_m,value:${w.readerId})`));
    expect(owners.ids).toEqual([betaBoard]);
    const creator = await listDashboards(w, w.admin, q(`(col:created_by,opr:rel_o_m,value:${w.otherId})`));
    expect(creator.ids).toEqual([alphaBoard, betaBoard]);
    expect((await call(w, 'POST', `/api/v1/dashboard/${alphaBoard}/favorites/`, w.other)).statusCode).toBe(
      200,
    );
    const fav = await listDashboards(w, w.other, q('(col:id,opr:dashboard_is_favorite,value:!t)'));
    expect(fav.ids).toEqual([alphaBoard]);
    const status = await call(
      w,
      'GET',
      `/api/v1/dashboard/favorite_status/?q=!(${alphaBoard},${betaBoard})`,
      w.other,
    );
    expect(status.json()).toEqual({
      result: [
        { id: alphaBoard, value: true },
        { id: betaBoard, value: false },
      ],
    });
    await call(w, 'DELETE', `/api/v1/dashboard/${alphaBoard}/favorites/`, w.other);
    expect((await listDashboards(w, w.other, q('(col:id,opr:dashboard_is_favorite,value:!t)'))).ids).toEqual(
      [],
    );
  });

  it('answers Superset list columns, and only the asked ones', async () => {
    const page = await listDashboards(w, w.other, q('(col:slug,opr:eq,value:l-beta-revenue)'));
    expect(page.result[0]).toMatchObject({
      id: betaBoard,
      dashboard_title: 'L Beta',
      slug: 'l-beta-revenue',
      url: '/superset/dashboard/l-beta-revenue/',
      published: true,
      status: 'published',
      owners: [
        { id: w.readerId, first_name: expect.any(String), last_name: expect.any(String) },
        { id: w.otherId, first_name: expect.any(String), last_name: expect.any(String) },
      ],
      created_by: { id: w.otherId },
      changed_by: { id: w.otherId },
      changed_by_name: expect.stringMatching(/\S+ \S+/),
      changed_on_utc: expect.any(String),
      changed_on_delta_humanized: expect.any(String),
      certified_by: 'Team',
      thumbnail_url: expect.stringMatching(
        new RegExp(`^/api/v1/dashboard/${betaBoard}/thumbnail/[0-9a-f]{32}/$`),
      ),
      tags: [],
    });
    const picker = await listDashboards(
      w,
      w.other,
      `(columns:!(id,dashboard_title),filters:!((col:dashboard_title,opr:ct,value:'L '),(col:owners,opr:rel_m_m,value:${w.otherId})),order_column:dashboard_title,order_direction:asc,page:0,page_size:100)`,
    );
    expect(picker.result).toEqual([
      { id: alphaBoard, dashboard_title: 'L Alpha sales' },
      { id: betaBoard, dashboard_title: 'L Beta' },
    ]);
  });

  it('orders by the Superset order columns and refuses others', async () => {
    const bySlug = await listDashboards(
      w,
      w.other,
      q(
        '(col:id,opr:in,value:!(' + `${alphaBoard},${betaBoard}))`,
        ',order_column:slug,order_direction:desc',
      ),
    );
    expect(bySlug.ids).toEqual([betaBoard, alphaBoard]);
    const bad = await call(
      w,
      'GET',
      `/api/v1/dashboard/?q=${encodeURIComponent('(order_column:css)')}`,
      w.other,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('tells the caller its permissions and filters in _info', async () => {
    const info = await call(w, 'GET', '/api/v1/dashboard/_info?q=(keys:!(permissions,filters))', w.outsider);
    const body = info.json<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>();
    expect(body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(body.filters.dashboard_title!.map((f) => f.operator)).toEqual(
      expect.arrayContaining(['ct', 'title_or_slug']),
    );
    expect(body.filters.id!.map((f) => f.operator)).toContain('dashboard_is_favorite');
  });
});
