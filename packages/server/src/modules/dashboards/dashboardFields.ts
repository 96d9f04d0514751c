import { createHash } from 'node:crypto';
import { isRecord } from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';

type Check = (value: unknown) => string | undefined;

const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const integer: Check = (v) => (isInt(v) ? undefined : 'Not a valid integer.');
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'Not a valid boolean.');
const string: Check = (v) => (typeof v === 'string' ? undefined : 'Not a valid string.');
const mapping: Check = (v) => (isRecord(v) ? undefined : 'Not a valid mapping type.');
const list =
  (item?: Check): Check =>
  (v) =>
    !Array.isArray(v)
      ? 'Not a valid list.'
      : item && v.some((i) => item(i))
        ? 'Not a valid list item.'
        : undefined;
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null ? undefined : check(v);
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? undefined : 'Must be one of: ' + values.join(', ') + '.';

/**
 * The keys Superset's DashboardJSONMetadataSchema knows (contract §6), with their field types; any
 * other key is refused, so a typo cannot silently drop a setting.
 */
const JSON_METADATA_FIELDS: Readonly<Record<string, Check>> = {
  native_filter_configuration: list(mapping),
  chart_configuration: mapping,
  global_chart_configuration: mapping,
  cross_filters_enabled: boolean,
  filter_bar_orientation: oneOf('VERTICAL', 'HORIZONTAL'),
  timed_refresh_immune_slices: list(integer),
  refresh_frequency: integer,
  stagger_refresh: boolean,
  stagger_time: integer,
  color_scheme: nullable(string),
  color_namespace: nullable(string),
  label_colors: mapping,
  // A mapping in older exports, a list of labels since Superset 4.1: both are read.
  shared_label_colors: (v) => (Array.isArray(v) || isRecord(v) ? undefined : 'Not a valid list.'),
  map_label_colors: mapping,
  color_scheme_domain: list(string),
  expanded_slices: mapping,
  positions: nullable(mapping),
  native_filter_migration: mapping,
  filter_scopes: mapping,
  default_filters: string,
  import_time: integer,
  remote_id: integer,
};

/** JSON text fields (position_json, css...): Superset's validate_json. */
export function checkJson(field: string, value: string | null | undefined): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    return parseJsonText(value);
  } catch {
    throw new BadRequestError({ [field]: ['JSON not valid'] });
  }
}

/**
 * Superset's validate_json_metadata: JSON, an object, only known keys of the right type. Errors of
 * the keys are reported as `json_metadata.<key>`, the dotted form the app uses for nested fields.
 */
export function checkJsonMetadata(value: string | null | undefined): void {
  const parsed = checkJson('json_metadata', value);
  if (parsed === undefined) return;
  if (!isRecord(parsed)) throw new BadRequestError({ json_metadata: ['Invalid input type.'] });
  const errors: Record<string, string[]> = {};
  for (const [key, v] of Object.entries(parsed)) {
    const check = Object.hasOwn(JSON_METADATA_FIELDS, key) ? JSON_METADATA_FIELDS[key] : undefined;
    const message = check ? check(v) : 'Unknown field.';
    if (message) errors[`json_metadata.${key}`] = [message];
  }
  if (Object.keys(errors).length) throw new BadRequestError(errors);
}

/**
 * Superset's BaseDashboardSchema.pre_load on the slug: trimmed, spaces to dashes, then only word
 * characters and dashes kept. None stays none; what is left must be 1–255 characters.
 */
export function normaliseSlug(slug: string | null | undefined): string | null {
  if (slug === undefined || slug === null) return null;
  const normalised = slug
    .trim()
    .replaceAll(' ', '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '');
  if (normalised.length < 1 || normalised.length > 255)
    throw new BadRequestError({ slug: ['Length must be between 1 and 255.'] });
  return normalised;
}

/** A dashboard's page: by slug when it has one, as Superset's Dashboard.url. */
export const dashboardUrl = (id: number, slug: string | null | undefined): string =>
  `/superset/dashboard/${slug || id}/`;

/**
 * GET /api/v1/dashboard/<id>/thumbnail/<digest>/: the digest is the first 32 hex characters of the
 * sha256 of `<id>:<changed_on>`, so it changes with every save (Superset digests the dashboard's state).
 */
export function dashboardThumbnailUrl(id: number, changedOn: string): string {
  const digest = createHash('sha256').update(`${id}:${changedOn}`).digest('hex').slice(0, 32);
  return `/api/v1/dashboard/${id}/thumbnail/${digest}/`;
}
