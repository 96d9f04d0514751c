import { newUserBody } from '../testing/securityApi.testkit.js';
import { jsonForm } from '../testing/sqlLabState.testkit.js';
import { TEST_ADMIN_PASSWORD } from '../testing/testApp.testkit.js';
import { fillPath, type ApiOperation } from './openApi.testkit.js';
import type { WorldObjects } from './securityWorld.testkit.js';

/** A request that the route accepts and acts on (for an Admin), aimed at objects of the suite's world. */
export interface ValidRequest {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export const MULTIPART_BOUNDARY = 'loupe-suite-boundary';

/** A multipart/form-data body with text fields and an optional `file` part. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: string },
): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${file.content}\r\n`,
    );
  }
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}

const MULTIPART = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
const FORM = 'application/x-www-form-urlencoded';
const CSV = { name: 'suite.csv', content: 'a,b\n1,x\n2,y\n' };

/**
 * What a valid call of each mutating route looks like. With the spare objects as targets, so a
 * request that got through where it should not would visibly change (or delete) something.
 */
export function validRequest(op: ApiOperation, o: WorldObjects): ValidRequest {
  const s = o.spare;
  const json = (url: string, body: unknown): ValidRequest => ({
    url,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  const at = (params: Record<string, string | number>): string =>
    fillPath(op.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const formData = JSON.stringify({
    viz_type: 'table',
    metrics: ['count'],
    datasource: `${o.datasetId}__table`,
  });
  switch (op.key) {
    case 'POST /login/':
      return json(op.path, { username: 'admin', password: TEST_ADMIN_PASSWORD });
    case 'POST /api/v1/security/login':
      return json(op.path, { username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db' });
    case 'POST /api/v1/security/refresh':
      return { url: op.path };
    case 'POST /api/v1/security/users/':
      return json(op.path, newUserBody([o.gammaRoleId]));
    case 'PUT /api/v1/security/users/{id}':
      return json(at({ id: s.userId }), { first_name: 'Changed' });
    case 'DELETE /api/v1/security/users/{id}':
      return { url: at({ id: s.userId }) };
    case 'DELETE /api/v1/security/users/':
      return { url: `${op.path}?q=!(${s.userId})` };
    case 'POST /api/v1/security/roles/':
      return json(op.path, { name: 'suite new role', permissions: [] });
    case 'PUT /api/v1/security/roles/{id}':
      return json(at({ id: s.roleId }), { name: 'suite spare renamed' });
    case 'DELETE /api/v1/security/roles/{id}':
      return { url: at({ id: s.roleId }) };
    case 'DELETE /api/v1/security/roles/':
      return { url: `${op.path}?q=!(${s.roleId})` };
    case 'POST /api/v1/security/roles/{id}/permissions':
      return json(at({ id: s.roleId }), { permission_view_menu_ids: [1] });
    case 'POST /api/v1/database/':
      return json(op.path, { database_name: 'suite new db', sqlalchemy_uri: 'duckdb:///:memory:' });
    case 'PUT /api/v1/database/{id}':
      return json(at({ id: s.databaseId }), { database_name: 'suite spare renamed' });
    case 'DELETE /api/v1/database/{id}':
      return { url: at({ id: s.databaseId }) };
    case 'POST /api/v1/database/test_connection/':
      return json(op.path, { sqlalchemy_uri: 'duckdb:///:memory:' });
    case 'POST /api/v1/database/validate_parameters/':
      return json(op.path, {
        engine: 'postgresql',
        parameters: { host: '127.0.0.1', port: 1, database: 'x', username: 'u' },
      });
    case 'POST /api/v1/database/upload_metadata/':
      return { url: op.path, payload: multipartBody({ type: 'csv' }, CSV), contentType: MULTIPART };
    case 'POST /api/v1/database/{id}/upload/':
      return {
        url: at({ id: s.databaseId }),
        payload: multipartBody({ type: 'csv', table_name: 'suite_upload' }, CSV),
        contentType: MULTIPART,
      };
    case 'POST /api/v1/dataset/':
      return json(op.path, { database: o.databaseId, schema: 'main', table_name: 'north_sales' });
    case 'PUT /api/v1/dataset/{id}':
      return json(at({ id: s.datasetId }), { description: 'changed' });
    case 'PUT /api/v1/dataset/{id}/refresh':
    case 'DELETE /api/v1/dataset/{id}':
      return { url: at({ id: s.datasetId }) };
    case 'DELETE /api/v1/dataset/':
      return { url: `${op.path}?q=!(${s.datasetId})` };
    case 'POST /api/v1/dataset/duplicate':
      return json(op.path, { base_model_id: o.datasetId, table_name: 'suite duplicate' });
    case 'POST /api/v1/dataset/get_or_create/':
      return json(op.path, { database_id: o.databaseId, schema: 'main', table_name: 'north_sales' });
    case 'POST /datasource/samples':
      return { url: `${op.path}?datasource_type=table&datasource_id=${o.datasetId}` };
    case 'POST /api/v1/chart/':
      return json(op.path, {
        slice_name: 'suite new chart',
        viz_type: 'table',
        datasource_id: o.datasetId,
        datasource_type: 'table',
      });
    case 'PUT /api/v1/chart/{id}':
      return json(at({ id: s.chartId }), { slice_name: 'changed' });
    case 'DELETE /api/v1/chart/{id}':
      return { url: at({ id: s.chartId }) };
    case 'DELETE /api/v1/chart/':
      return { url: `${op.path}?q=!(${s.chartId})` };
    case 'POST /api/v1/dashboard/':
      return json(op.path, { dashboard_title: 'suite new dashboard' });
    case 'POST /api/v1/dashboard/{pk}/cache_dashboard_screenshot/':
      return json(op.path.replace('{pk}', '1'), { urlParams: [['native_filters_key', 'suite']] });
    case 'POST /api/v1/dashboard/{id}/favorites/':
    case 'DELETE /api/v1/dashboard/{id}/favorites/':
      return { url: op.path.replace('{id}', '1') };
    case 'PUT /api/v1/dashboard/{id}':
      return json(at({ id: 1 }), { dashboard_title: 'changed', published: true });
    case 'DELETE /api/v1/dashboard/{id}':
      return { url: at({ id: 1 }) };
    case 'DELETE /api/v1/dashboard/':
      return { url: `${op.path}?q=!(1)` };
    case 'POST /api/v1/dashboard/{id_or_slug}/copy/':
      return json(at({ id_or_slug: 1 }), { dashboard_title: 'suite copy', json_metadata: '{}' });
    case 'PUT /api/v1/dashboard/{id}/colors':
      return json(at({ id: 1 }), { color_scheme: 'supersetColors' });
    case 'PUT /api/v1/dashboard/{id}/filters':
      return json(at({ id: 1 }), { deleted: [], modified: [], reordered: [] });
    case 'POST /api/v1/dashboard/{id_or_slug}/permalink':
      return json(at({ id_or_slug: 1 }), { dataMask: {}, activeTabs: [], urlParams: [] });
    case 'POST /api/v1/dashboard/{id}/filter_state':
      return json(at({ id: 1 }), { value: '{}' });
    case 'PUT /api/v1/dashboard/{id}/filter_state/{key}':
      return json(at({ id: 1, key: 'suite' }), { value: '{}' });
    case 'DELETE /api/v1/dashboard/{id}/filter_state/{key}':
      return { url: at({ id: 1, key: 'suite' }) };
    case 'POST /api/v1/chart/{id}/favorites/':
    case 'DELETE /api/v1/chart/{id}/favorites/':
      return { url: at({ id: o.chartId }) };
    case 'POST /api/v1/chart/data':
      return json(op.path, {
        datasource: { id: o.datasetId, type: 'table' },
        queries: [{ columns: ['region'], metrics: ['count'] }],
        result_type: 'full',
        result_format: 'json',
      });
    case 'POST /api/v1/chart/data/batch':
      return json(op.path, {
        queries: [
          {
            key: 'chart-1',
            context: {
              datasource: { id: o.datasetId, type: 'table' },
              queries: [{ columns: ['region'], metrics: ['count'] }],
              result_type: 'full',
              result_format: 'json',
            },
          },
        ],
      });
    case 'POST /superset/explore_json/':
      return {
        url: op.path,
        payload: new URLSearchParams({ form_data: formData }).toString(),
        contentType: FORM,
      };
    case 'POST /superset/explore_json/{datasource_type}/{datasource_id}/':
      return {
        url: at({ datasource_type: 'table', datasource_id: o.datasetId }),
        payload: new URLSearchParams({ form_data: formData }).toString(),
        contentType: FORM,
      };
    case 'POST /api/v1/explore/form_data':
      return json(op.path, { datasource_id: o.datasetId, datasource_type: 'table', form_data: formData });
    case 'PUT /api/v1/explore/form_data/{key}':
      return json(at({ key: o.formDataKey }), {
        datasource_id: o.datasetId,
        datasource_type: 'table',
        form_data: formData,
      });
    case 'DELETE /api/v1/explore/form_data/{key}':
      return { url: at({ key: o.formDataKey }) };
    case 'POST /api/v1/explore/permalink':
      return json(op.path, { formData: JSON.parse(formData) as unknown, urlParams: [] });
    case 'POST /api/v1/sqllab/execute/':
      return json(op.path, { database_id: o.databaseId, sql: 'SELECT 1', runAsync: false });
    case 'POST /api/v1/sqllab/estimate/':
      return json(op.path, { database_id: o.databaseId, sql: 'SELECT 1' });
    case 'POST /api/v1/sqllab/format_sql/':
      return json(op.path, { sql: 'select 1' });
    case 'POST /api/v1/sqllab/permalink':
      return json(op.path, { dbId: o.databaseId, sql: 'SELECT 1' });
    case 'POST /api/v1/query/stop':
      return json(op.path, { client_id: o.queryClientId });
    case 'POST /api/v1/saved_query/':
    case 'POST /savedqueryviewapi/api/create':
      return json(op.path, {
        db_id: o.databaseId,
        label: 'suite new query',
        schema: 'main',
        sql: 'SELECT 1',
      });
    case 'PUT /api/v1/saved_query/{id}':
      return json(at({ id: s.savedQueryId }), { label: 'changed' });
    case 'DELETE /api/v1/saved_query/{id}':
      return { url: at({ id: s.savedQueryId }) };
    case 'DELETE /api/v1/saved_query/':
      return { url: `${op.path}?q=!(${s.savedQueryId})` };
    case 'POST /api/v1/annotation_layer/':
      return json(op.path, { name: 'suite new layer', descr: 'made by the suite' });
    case 'PUT /api/v1/annotation_layer/{pk}':
      return json(at({ pk: s.annotationLayerId }), { descr: 'changed' });
    // A layer with annotations cannot go; the spare one is emptied by the annotation deletes.
    case 'DELETE /api/v1/annotation_layer/{pk}':
      return { url: at({ pk: s.annotationLayerId }) };
    case 'DELETE /api/v1/annotation_layer/':
      return { url: `${op.path}?q=!(${s.annotationLayerId})` };
    case 'POST /api/v1/annotation_layer/{pk}/annotation/':
      return json(at({ pk: s.annotationLayerId }), {
        short_descr: 'suite new event',
        start_dttm: '2024-02-01',
      });
    case 'PUT /api/v1/annotation_layer/{pk}/annotation/{id}':
      return json(at({ pk: s.annotationLayerId, id: s.annotationId }), { long_descr: 'changed' });
    case 'DELETE /api/v1/annotation_layer/{pk}/annotation/{id}':
      return { url: at({ pk: s.annotationLayerId, id: s.annotationId }) };
    case 'DELETE /api/v1/annotation_layer/{pk}/annotation/':
      return { url: `${at({ pk: s.annotationLayerId })}?q=!(${s.annotationId})` };
    case 'POST /tabstateview/':
      return {
        url: op.path,
        payload: jsonForm({
          queryEditor: { name: 'New', dbId: o.databaseId, schema: 'main', sql: 'SELECT 1' },
        }),
        contentType: FORM,
      };
    case 'PUT /tabstateview/{id}':
      return { url: at({ id: s.tabId }), payload: jsonForm({ sql: 'SELECT 2' }), contentType: FORM };
    case 'DELETE /tabstateview/{id}':
    case 'POST /tabstateview/{id}/activate':
      return { url: at({ id: s.tabId }) };
    case 'POST /tabstateview/{id}/migrate_query':
      return { url: at({ id: o.tabId }), payload: jsonForm({ queryId: o.queryClientId }), contentType: FORM };
    case 'DELETE /tabstateview/{id}/query/{client_id}':
      return { url: at({ id: o.tabId, client_id: o.queryClientId }) };
    case 'POST /tableschemaview/':
      return json(op.path, {
        table: { queryEditorId: o.tabId, dbId: o.databaseId, schema: 'main', name: 'north_sales' },
      });
    case 'DELETE /tableschemaview/{id}':
      return { url: at({ id: o.tableSchemaId }) };
    case 'POST /tableschemaview/{id}/expanded':
      return { url: at({ id: o.tableSchemaId }), payload: jsonForm({ expanded: false }), contentType: FORM };
    case 'POST /superset/log/':
      return {
        url: `${op.path}?explode=events`,
        payload: new URLSearchParams({
          events: JSON.stringify([{ event_name: 'mount_explorer', source: 'explore', source_id: o.chartId }]),
        }).toString(),
        contentType: FORM,
      };
    case 'POST /kv/store/':
      return {
        url: op.path,
        payload: new URLSearchParams({ data: '{"b":2}' }).toString(),
        contentType: FORM,
      };
    default:
      throw new Error(`no valid request written for ${op.key}: add one to validRequest()`);
  }
}
