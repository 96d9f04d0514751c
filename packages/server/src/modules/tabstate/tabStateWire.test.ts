import {
  ok,
  SqlLabBootstrapResponse,
  TabStateResponse,
  type QueryDict,
  type SqlLabBootstrap,
  type TabState,
} from '@loupe/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * GET /tabstateview/<id> and GET /api/v1/sqllab/ answer through core's typed schemas, which
 * fast-json-stringify serialises by: a property missing from a schema would be dropped silently. Every
 * field of Superset's to_dict() shapes, and everything inside their open parts (the table card's
 * `description`, the query's `extra`), must come out as it went in.
 */
const QUERY: QueryDict = {
  id: 'q1abc',
  queryId: 7,
  serverId: 7,
  dbId: 1,
  db: 'examples',
  sql: 'SELECT 7',
  executedSql: 'SELECT 7 LIMIT 1001',
  state: 'success',
  progress: 100,
  rows: 1,
  limit: 1000,
  limitingFactor: 'NOT_LIMITED',
  startDttm: 1_700_000_000_000.5,
  endDttm: 1_700_000_000_100.25,
  errorMessage: null,
  catalog: null,
  schema: 'main',
  ctas: false,
  ctas_method: null,
  tempSchema: null,
  tempTable: null,
  sqlEditorId: '3',
  tab: 'Untitled Query 1',
  userId: 1,
  user: 'Admin User',
  resultsKey: 'key-1',
  trackingUrl: null,
  changed_on: '2024-01-01T00:00:00.000Z',
  extra: { progress: 'done', nested: { any: ['shape', 1, null] } },
};

const TAB: TabState = {
  id: 3,
  user_id: 1,
  label: 'Mine',
  active: true,
  database_id: 1,
  catalog: 'cat',
  schema: 'main',
  table_schemas: [
    {
      id: 9,
      tab_state_id: 3,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table: 'sales',
      // The table object the client posted, kept whole whatever it holds.
      description: {
        queryEditorId: 3,
        dbId: 1,
        name: 'sales',
        columns: [{ name: 'a', type: 'INTEGER', keys: [] }],
        selectStar: 'SELECT * FROM sales',
        isMetadataLoading: false,
      },
      expanded: false,
    },
  ],
  sql: 'SELECT 7',
  query_limit: 1000,
  latest_query: QUERY,
  autorun: true,
  template_params: '{"a": 1}',
  hide_left_bar: true,
  saved_query: { id: 4, label: 'Saved' },
  extra_json: '{"x": {"y": [1, 2]}}',
};

const BOOTSTRAP: SqlLabBootstrap = {
  tab_state_ids: [
    [3, 'Mine'],
    [5, null],
  ],
  active_tab: TAB,
  databases: {
    '1': {
      allow_file_upload: true,
      allow_ctas: true,
      allow_cvas: false,
      allow_dml: true,
      allow_run_async: true,
      allows_subquery: true,
      backend: 'duckdb',
      database_name: 'examples',
      expose_in_sqllab: true,
      force_ctas_schema: 'tmp',
      id: 1,
      disable_data_preview: false,
      allows_virtual_table_explore: true,
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
    },
  },
  queries: { q1abc: QUERY },
  common: {
    conf: { DEFAULT_SQLLAB_LIMIT: 1000, DISPLAY_MAX_ROW: 10_000, SQL_MAX_ROW: 100_000 },
    feature_flags: { SQLLAB_BACKEND_PERSISTENCE: true },
  },
};

describe("the tab state answers' wire schemas", () => {
  it('serialise every field of a tab, its table cards and its latest query', async () => {
    const app = Fastify();
    app.get('/tab', { schema: { response: ok(TabStateResponse) } }, async () => TAB);
    app.get('/boot', { schema: { response: ok(SqlLabBootstrapResponse) } }, async () => ({
      result: BOOTSTRAP,
    }));
    try {
      expect((await app.inject({ url: '/tab' })).json()).toEqual(TAB);
      expect((await app.inject({ url: '/boot' })).json()).toEqual({ result: BOOTSTRAP });
    } finally {
      await app.close();
    }
  });
});
