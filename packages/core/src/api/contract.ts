import type { TSchema } from 'typebox';
import { ChartDataResponse } from './chartData.js';
import {
  ChartCreateResponse,
  ChartGetResponse,
  ChartUpdateResponse,
  FavoriteStatusResponse,
} from './charts.js';
import { ErrorResponse, MessageResponse, ResultStringResponse } from './common.js';
import {
  AvailableEnginesResponse,
  DatabaseResponse,
  SchemasResponse,
  SelectStarResponse,
  TableMetadataResponse,
  TablesResponse,
} from './databases.js';
import { DatasetCreateResponse, DatasetResponse, SamplesResponse } from './datasets.js';
import { DistinctResponse, InfoResponse, ListResponse, RelatedResponse } from './list.js';
import {
  CsrfTokenResponse,
  LoginResponse,
  MeResponse,
  MeRolesResponse,
  RoleResponse,
  SessionLoginResponse,
  UserResponse,
} from './security.js';
import {
  QueryGetResponse,
  SqlLabAsyncResponse,
  SqlLabEstimateResponse,
  SqlLabFormatResponse,
  SqlLabResultPayload,
  UpdatedSinceResponse,
} from './sqllab.js';
import {
  CreatedIdResponse,
  PermalinkResponse,
  SavedQueryGetResponse,
  SavedQueryWriteResponse,
  SqlLabBootstrapResponse,
  TableSchemaExpandedResponse,
  TabStateResponse,
} from './sqllabState.js';
import { TimeRangeResponse } from './timeRange.js';
import { UploadMetadataResponse } from './uploads.js';

/** One route's answers by status, as the server's `schema.response` declares them. */
export interface WireRoute {
  method: string;
  /** The path with `:name` segments for parameters. */
  path: string;
  responses: Record<number, TSchema>;
}

const LIST_RESOURCES = [
  'dataset',
  'database',
  'chart',
  'saved_query',
  'query',
  'security/users',
  'security/roles',
  'security/permissions-resources',
];

/** List resources with a bulk DELETE /?q=!(ids). */
const BULK_DELETE_RESOURCES = ['dataset', 'chart', 'saved_query', 'security/users', 'security/roles'];

/** Every route the web fake server checks; the server test asserts each is a real route with these statuses. */
export const WIRE_ROUTES: readonly WireRoute[] = [
  { method: 'GET', path: '/api/v1/security/csrf_token/', responses: { 200: CsrfTokenResponse } },
  { method: 'POST', path: '/api/v1/security/login', responses: { 200: LoginResponse } },
  { method: 'POST', path: '/login/', responses: { 200: SessionLoginResponse } },
  { method: 'GET', path: '/api/v1/me/', responses: { 200: MeResponse } },
  { method: 'GET', path: '/api/v1/me/roles/', responses: { 200: MeRolesResponse } },
  { method: 'GET', path: '/api/v1/security/users/:id', responses: { 200: UserResponse } },
  { method: 'POST', path: '/api/v1/security/users/', responses: { 201: UserResponse } },
  { method: 'PUT', path: '/api/v1/security/users/:id', responses: { 200: UserResponse } },
  { method: 'DELETE', path: '/api/v1/security/users/:id', responses: { 200: MessageResponse } },
  { method: 'GET', path: '/api/v1/security/roles/:id', responses: { 200: RoleResponse } },
  { method: 'POST', path: '/api/v1/security/roles/', responses: { 201: RoleResponse } },
  { method: 'PUT', path: '/api/v1/security/roles/:id', responses: { 200: RoleResponse } },
  { method: 'DELETE', path: '/api/v1/security/roles/:id', responses: { 200: MessageResponse } },
  { method: 'GET', path: '/api/v1/database/available/', responses: { 200: AvailableEnginesResponse } },
  { method: 'GET', path: '/api/v1/database/:id', responses: { 200: DatabaseResponse } },
  { method: 'POST', path: '/api/v1/database/', responses: { 201: DatabaseResponse } },
  { method: 'PUT', path: '/api/v1/database/:id', responses: { 200: DatabaseResponse } },
  { method: 'DELETE', path: '/api/v1/database/:id', responses: { 200: MessageResponse } },
  { method: 'POST', path: '/api/v1/database/test_connection/', responses: { 200: MessageResponse } },
  { method: 'GET', path: '/api/v1/database/:id/schemas/', responses: { 200: SchemasResponse } },
  { method: 'GET', path: '/api/v1/database/:id/tables/', responses: { 200: TablesResponse } },
  { method: 'GET', path: '/api/v1/database/:id/table_metadata/', responses: { 200: TableMetadataResponse } },
  { method: 'GET', path: '/api/v1/database/:id/select_star/:table/', responses: { 200: SelectStarResponse } },
  { method: 'POST', path: '/api/v1/database/:id/upload/', responses: { 201: MessageResponse } },
  { method: 'POST', path: '/api/v1/database/upload_metadata/', responses: { 200: UploadMetadataResponse } },
  { method: 'GET', path: '/api/v1/dataset/:id', responses: { 200: DatasetResponse } },
  { method: 'POST', path: '/api/v1/dataset/', responses: { 201: DatasetCreateResponse } },
  { method: 'PUT', path: '/api/v1/dataset/:id', responses: { 200: DatasetResponse } },
  { method: 'DELETE', path: '/api/v1/dataset/:id', responses: { 200: MessageResponse } },
  { method: 'POST', path: '/datasource/samples', responses: { 200: SamplesResponse } },
  { method: 'GET', path: '/api/v1/chart/:id', responses: { 200: ChartGetResponse } },
  { method: 'POST', path: '/api/v1/chart/', responses: { 201: ChartCreateResponse } },
  { method: 'PUT', path: '/api/v1/chart/:id', responses: { 200: ChartUpdateResponse } },
  { method: 'GET', path: '/api/v1/chart/favorite_status/', responses: { 200: FavoriteStatusResponse } },
  { method: 'POST', path: '/api/v1/chart/data', responses: { 200: ChartDataResponse } },
  { method: 'GET', path: '/api/v1/saved_query/:id', responses: { 200: SavedQueryGetResponse } },
  { method: 'POST', path: '/api/v1/saved_query/', responses: { 201: SavedQueryWriteResponse } },
  { method: 'PUT', path: '/api/v1/saved_query/:id', responses: { 200: SavedQueryWriteResponse } },
  { method: 'DELETE', path: '/api/v1/saved_query/:id', responses: { 200: MessageResponse } },
  { method: 'POST', path: '/savedqueryviewapi/api/create', responses: { 200: SavedQueryWriteResponse } },
  { method: 'GET', path: '/api/v1/sqllab/', responses: { 200: SqlLabBootstrapResponse } },
  {
    method: 'POST',
    path: '/api/v1/sqllab/execute/',
    responses: { 200: SqlLabResultPayload, 202: SqlLabAsyncResponse },
  },
  { method: 'GET', path: '/api/v1/sqllab/results/', responses: { 200: SqlLabResultPayload } },
  { method: 'POST', path: '/api/v1/sqllab/estimate/', responses: { 200: SqlLabEstimateResponse } },
  { method: 'POST', path: '/api/v1/sqllab/format_sql/', responses: { 200: SqlLabFormatResponse } },
  { method: 'POST', path: '/api/v1/sqllab/permalink', responses: { 201: PermalinkResponse } },
  { method: 'POST', path: '/api/v1/query/stop', responses: { 200: ResultStringResponse } },
  { method: 'GET', path: '/api/v1/query/updated_since', responses: { 200: UpdatedSinceResponse } },
  { method: 'GET', path: '/api/v1/query/:id', responses: { 200: QueryGetResponse } },
  { method: 'GET', path: '/api/v1/time_range/', responses: { 200: TimeRangeResponse } },
  { method: 'POST', path: '/tabstateview/', responses: { 200: CreatedIdResponse } },
  { method: 'GET', path: '/tabstateview/:id', responses: { 200: TabStateResponse } },
  { method: 'POST', path: '/tableschemaview/', responses: { 200: CreatedIdResponse } },
  { method: 'POST', path: '/tableschemaview/:id/expanded', responses: { 200: TableSchemaExpandedResponse } },
  ...LIST_RESOURCES.flatMap((resource): WireRoute[] => [
    { method: 'GET', path: `/api/v1/${resource}/`, responses: { 200: ListResponse } },
    { method: 'GET', path: `/api/v1/${resource}/_info`, responses: { 200: InfoResponse } },
    { method: 'GET', path: `/api/v1/${resource}/related/:column`, responses: { 200: RelatedResponse } },
    { method: 'GET', path: `/api/v1/${resource}/distinct/:column`, responses: { 200: DistinctResponse } },
  ]),
  ...BULK_DELETE_RESOURCES.map((resource): WireRoute => ({
    method: 'DELETE',
    path: `/api/v1/${resource}/`,
    responses: { 200: MessageResponse },
  })),
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg === got[i]);
}

/**
 * The schema an answer of `method pathname` with `status` must match: the route's own for a
 * success it declares, Superset's error shape for 4xx, undefined for a route or status the server
 * does not answer in JSON through a schema. Literal segments win over parameters (`_info` over `:id`).
 */
export function wireResponseSchema(method: string, pathname: string, status: number): TSchema | undefined {
  const candidates = WIRE_ROUTES.filter((r) => r.method === method && matches(r.path, pathname));
  if (candidates.length === 0) return undefined;
  if (status >= 400 && status < 500) return ErrorResponse;
  const literal = (r: WireRoute) => r.path.split('/').filter((s) => !s.startsWith(':')).length;
  const route = candidates.sort((a, b) => literal(b) - literal(a))[0];
  return route?.responses[status];
}
