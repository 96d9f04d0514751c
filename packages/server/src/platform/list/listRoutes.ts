import {
  ColumnParams,
  DistinctResponse,
  IdListQuerystring,
  InfoResponse,
  ListResponse as ListResponseSchema,
  MessageResponse,
  ok,
  parseIdList,
  PERMISSIONS_BY_VIEW,
  RelatedResponse,
  RisonQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { typed } from '../typedRoutes.js';
import type { Principal } from '../../security/routeAccess.js';
import type { ListResourceDef } from './ListResource.js';
import type { ListResponse, ListService } from './ListService.js';

export interface ListRouteHandlers {
  /** Deletes the rows with these ids after the resource's own rules; returns how many went. Without it there is no bulk delete. */
  bulkDelete?(ids: number[], principal: Principal): Promise<number>;
  /** Optional last touch on a list page (e.g. naming related rows). */
  decorate?(page: ListResponse): Promise<ListResponse>;
  /** Replaces the plain list when the resource filters rows by what the caller may see. */
  list?(q: string | undefined, principal: Principal): Promise<ListResponse>;
  /**
   * The base-table rows the caller may see (Superset's base filters). distinct/<col> applies it, so
   * its values never come from rows the list hides; a resource with a scoped `list` must give it.
   */
  scope?(principal: Principal): Promise<readonly Expression<SqlBool>[]>;
  /**
   * The rows of a related/<col> target the caller may see, as conditions on the target aliased `t`
   * (Superset's base_related_field_filters, e.g. DatabaseFilter on `database`); none: every row.
   */
  relatedScope?(column: string, principal: Principal): Promise<readonly Expression<SqlBool>[]>;
}

/**
 * Registers the routes every list resource shares: GET /, _info, related/<col>, distinct/<col> and
 * bulk DELETE /?q=!(ids). The resource module registers its own get/post/put/delete by id.
 */
export function registerListRoutes(
  app: FastifyInstance,
  def: ListResourceDef,
  lists: ListService,
  handlers: ListRouteHandlers,
): void {
  const api = typed(app);
  const base = `/api/v1/${def.resource}`;
  const read = access.can('can_read', def.view);
  const write = access.can('can_write', def.view);
  const tags = [def.listTitle.replace(/^List /, '')];

  api.get(
    `${base}/`,
    {
      config: { access: read },
      schema: { tags, querystring: RisonQuerystring, response: ok(ListResponseSchema) },
    },
    async (request) => {
      const q = request.query.q;
      const page = handlers.list ? await handlers.list(q, principalOf(request)) : await lists.list(def, q);
      return handlers.decorate ? handlers.decorate(page) : page;
    },
  );

  api.get(
    `${base}/_info`,
    { config: { access: read }, schema: { tags, querystring: RisonQuerystring, response: ok(InfoResponse) } },
    (request) =>
      lists.info(def, request.query.q, principalOf(request).grants, PERMISSIONS_BY_VIEW[def.view] ?? []),
  );

  api.get(
    `${base}/related/:column`,
    {
      config: { access: read },
      schema: { tags, params: ColumnParams, querystring: RisonQuerystring, response: ok(RelatedResponse) },
    },
    async (request) => {
      const column = request.params.column;
      const scope = (await handlers.relatedScope?.(column, principalOf(request))) ?? [];
      return lists.related(def, column, request.query.q, scope);
    },
  );

  api.get(
    `${base}/distinct/:column`,
    {
      config: { access: read },
      schema: { tags, params: ColumnParams, querystring: RisonQuerystring, response: ok(DistinctResponse) },
    },
    async (request) => {
      const scope = (await handlers.scope?.(principalOf(request))) ?? [];
      return lists.distinct(def, request.params.column, request.query.q, scope);
    },
  );

  const bulkDelete = handlers.bulkDelete;
  if (!bulkDelete) return;
  api.delete(
    `${base}/`,
    {
      config: { access: write },
      schema: { tags, querystring: IdListQuerystring, response: ok(MessageResponse) },
    },
    async (request) => {
      const ids = parseIdList(request.query.q);
      const deleted = await bulkDelete(ids, principalOf(request));
      return { message: `Deleted ${deleted} ${deleted === 1 ? def.singular : def.plural}` };
    },
  );
}
