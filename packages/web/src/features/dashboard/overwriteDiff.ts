/**
 * What a save would overwrite: the dashboard as stored now (read again just before saving) against
 * the one being saved, field by field, for the overwrite confirmation Superset shows when
 * CONFIRM_DASHBOARD_DIFF is on ('Please confirm the overwrite values.').
 */

/** The fields of a dashboard a full save writes (`PUT /api/v1/dashboard/{id}`), as the API sends them. */
export interface StoredDashboard {
  dashboard_title: string;
  slug: string | null;
  css: string | null;
  /** JSON object text. */
  json_metadata: string;
  /** JSON object text: the layout. */
  position_json: string;
  owners: number[];
  certified_by: string | null;
  certification_details: string | null;
}

/** One value that differs: `path` names the field (`json_metadata.<key>` inside the metadata). */
export interface OverwriteDiff {
  path: string;
  before: string;
  after: string;
}

type PlainField = 'dashboard_title' | 'slug' | 'certified_by' | 'certification_details' | 'css';

const PLAIN_FIELDS: readonly PlainField[] = [
  'dashboard_title',
  'slug',
  'certified_by',
  'certification_details',
  'css',
];

/** Objects with their keys sorted, at every depth, so key order alone never counts as a change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** As Superset shows values in its diff: nothing for null, JSON indented by 2 for structures. */
function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string | null | undefined): Parsed {
  // An empty text is how a dashboard without metadata or layout is stored: the same as `{}`.
  if (text === null || text === undefined || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function metadataDiffs(storedText: string, mineText: string): OverwriteDiff[] {
  const stored = parseJson(storedText);
  const mine = parseJson(mineText);
  if (!stored.ok || !mine.ok || !isRecord(stored.value) || !isRecord(mine.value)) {
    // Text that is not a JSON object cannot be compared key by key; compare it as it is.
    return storedText === mineText ? [] : [{ path: 'json_metadata', before: storedText, after: mineText }];
  }
  const before = stored.value;
  const after = mine.value;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !sameJson(before[key] ?? null, after[key] ?? null))
    .map((key) => ({
      path: `json_metadata.${key}`,
      before: display(before[key]),
      after: display(after[key]),
    }));
}

function positionDiff(storedText: string, mineText: string): OverwriteDiff[] {
  const stored = parseJson(storedText);
  const mine = parseJson(mineText);
  if (stored.ok && mine.ok) {
    return sameJson(stored.value, mine.value)
      ? []
      : [{ path: 'position_json', before: display(stored.value), after: display(mine.value) }];
  }
  return storedText === mineText ? [] : [{ path: 'position_json', before: storedText, after: mineText }];
}

function ownersDiff(stored: readonly number[], mine: readonly number[]): OverwriteDiff[] {
  // Owners are a set: the order the select lists them in is not a change.
  const before = [...stored].sort((a, b) => a - b);
  const after = [...mine].sort((a, b) => a - b);
  return sameJson(before, after) ? [] : [{ path: 'owners', before: display(before), after: display(after) }];
}

/** Every value `mine` would change in `stored`, in the order the dialog lists them. */
export function overwriteDiffs(stored: StoredDashboard, mine: StoredDashboard): OverwriteDiff[] {
  const plain = PLAIN_FIELDS.filter((field) => display(stored[field]) !== display(mine[field])).map(
    (field) => ({ path: field, before: display(stored[field]), after: display(mine[field]) }),
  );
  return [
    ...plain,
    ...ownersDiff(stored.owners, mine.owners),
    ...metadataDiffs(stored.json_metadata, mine.json_metadata),
    ...positionDiff(stored.position_json, mine.position_json),
  ];
}
