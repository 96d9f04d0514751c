import type { ExploreQuerystring } from '@loupe/core';
import { isRecord } from '@loupe/core';

/** What Explore's address asks for (Superset's URL parameters, spec 001 §2). */
export interface ExploreUrlRequest {
  /** The bootstrap query for `GET /api/v1/explore/`, or null when nothing says what to explore. */
  query: ExploreQuerystring | null;
  vizType: string | null;
  standalone: boolean;
  force: boolean;
  /** Form data carried in the address itself (Superset's legacy `form_data=` JSON). */
  formData: Record<string, unknown> | null;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

function truthy(value: string | null): boolean {
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

function parseFormDataParam(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Reads `slice_id`, `dataset_id` or `datasource_id`+`datasource_type` (or `datasource=<id>__<type>`),
 * `form_data_key`, `permalink` key (from `/explore/p/<key>/` or `permalink_key=`), `viz_type`,
 * `standalone` and `force`, as Superset's explore page does. Form data in the address (`form_data=`)
 * may name the slice or the datasource too.
 */
export function parseExploreUrl(search: URLSearchParams, permalinkKey?: string): ExploreUrlRequest {
  const formData = parseFormDataParam(search.get('form_data'));
  const query: ExploreQuerystring = {};
  const permalink = permalinkKey ?? search.get('permalink_key') ?? undefined;
  if (permalink) query.permalink_key = permalink;
  const formDataKey = search.get('form_data_key');
  if (formDataKey) query.form_data_key = formDataKey;
  const sliceId =
    positiveInt(search.get('slice_id')) ??
    (typeof formData?.slice_id === 'number' ? positiveInt(String(formData.slice_id)) : undefined);
  if (sliceId) query.slice_id = sliceId;
  const datasource =
    search.get('datasource') ?? (typeof formData?.datasource === 'string' ? formData.datasource : null);
  const fromKey = datasource ? /^(\d+)__(\w+)$/.exec(datasource) : null;
  const datasourceId =
    positiveInt(search.get('datasource_id')) ??
    positiveInt(search.get('dataset_id')) ??
    positiveInt(fromKey?.[1] ?? null);
  if (datasourceId) {
    query.datasource_id = datasourceId;
    query.datasource_type = search.get('datasource_type') ?? fromKey?.[2] ?? 'table';
  }
  const vizType =
    search.get('viz_type') ?? (typeof formData?.viz_type === 'string' ? formData.viz_type : null);
  return {
    query: Object.keys(query).length > 0 ? query : null,
    vizType: vizType || null,
    standalone: truthy(search.get('standalone')),
    force: truthy(search.get('force')),
    formData,
  };
}
