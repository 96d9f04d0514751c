import { IdListQuerystring, parseIdList, PERMISSIONS_BY_VIEW, RisonQuerystring } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import { Type } from 'typebox';
import { access } from '../../security/routeAccess.js';
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

const ColumnParams = Type.Object({ column: Type.String() });

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
  const base = `/api/v1/${def.resource}`;
  const read = access.can('can_read', def.view);
  const write = access.can('can_write', def.view);
  const tags = [def.listTitle.replace(/^List /, '')];

  app.get(
    `${base}/`,
    { config: { access: read }, schema: { tags, querystring: RisonQuerystring } },
    async (request) => {
      const q = (request.query as RisonQuerystring).q;
      const page = handlers.list ? await handlers.list(q, request.principal!) : await lists.list(def, q);
      return handlers.decorate ? handlers.decorate(page) : page;
    },
  );

  app.get(
    `${base}/_info`,
    { config: { access: read }, schema: { tags, querystring: RisonQuerystring } },
    (request) =>
      lists.info(
        def,
        (request.query as RisonQuerystring).q,
        request.principal!.grants,
        PERMISSIONS_BY_VIEW[def.view] ?? [],
      ),
  );

  app.get(
    `${base}/related/:column`,
    { config: { access: read }, schema: { tags, params: ColumnParams, querystring: RisonQuerystring } },
    async (request) => {
      const column = (request.params as { column: string }).column;
      const scope = (await handlers.relatedScope?.(column, request.principal!)) ?? [];
      return lists.related(def, column, (request.query as RisonQuerystring).q, scope);
    },
  );

  app.get(
    `${base}/distinct/:column`,
    { config: { access: read }, schema: { tags, params: ColumnParams, querystring: RisonQuerystring } },
    async (request) => {
      const scope = (await handlers.scope?.(request.principal!)) ?? [];
      return lists.distinct(
        def,
        (request.params as { column: string }).column,
        (request.query as RisonQuerystring).q,
        scope,
      );
    },
  );

  const bulkDelete = handlers.bulkDelete;
  if (!bulkDelete) return;
  app.delete(
    `${base}/`,
    { config: { access: write }, schema: { tags, querystring: IdListQuerystring } },
    async (request) => {
      const ids = parseIdList((request.query as RisonQuerystring).q);
      const deleted = await bulkDelete(ids, request.principal!);
      return { message: `Deleted ${deleted} ${deleted === 1 ? def.singular : def.plural}` };
    },
  );
}
