import { Type, type Static } from 'typebox';

/**
 * POST /<pk>/cache_dashboard_screenshot/ body (Superset's CacheScreenshotSchema): the dashboard
 * state to draw, as a permalink would keep it. Every field is optional; so is the body.
 */
export const CacheScreenshotRequest = Type.Union([
  Type.Object(
    {
      dataMask: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      activeTabs: Type.Optional(Type.Array(Type.String({ maxLength: 255 }), { maxItems: 100 })),
      anchor: Type.Optional(Type.String({ maxLength: 255 })),
      urlParams: Type.Optional(
        Type.Array(Type.Tuple([Type.String({ maxLength: 255 }), Type.String({ maxLength: 2000 })]), {
          maxItems: 50,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
export type CacheScreenshotRequest = Static<typeof CacheScreenshotRequest>;

export const TaskStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Computing'),
  Type.Literal('Updated'),
  Type.Literal('Error'),
]);
export type TaskStatus = Static<typeof TaskStatus>;

/** Superset's DashboardCacheScreenshotResponseSchema. */
export const CacheScreenshotResponse = Type.Object({
  cache_key: Type.String(),
  dashboard_url: Type.String(),
  image_url: Type.String(),
  task_status: TaskStatus,
  task_updated_at: Type.String(),
});
export type CacheScreenshotResponse = Static<typeof CacheScreenshotResponse>;

export const PkParams = Type.Object({ pk: Type.Integer({ minimum: 1 }) });

/** `<pk>/screenshot/<digest>/` and `<pk>/thumbnail/<digest>/`: hex digests. */
export const DigestParams = Type.Object({
  pk: Type.Integer({ minimum: 1 }),
  digest: Type.String({ minLength: 1, maxLength: 128 }),
});

export const ScreenshotQuerystring = Type.Object({
  download_format: Type.Optional(Type.Union([Type.Literal('png'), Type.Literal('pdf')])),
});

/** GET screenshot/<cache_key>/ while the picture is being drawn. */
export const ScreenshotPendingResponse = Type.Object({ message: Type.String(), task_status: TaskStatus });
