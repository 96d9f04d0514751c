import { CATEGORICAL_SCHEMES } from '../../../viz/colors/colorSchemes';

/**
 * The JSON metadata as the properties dialog edits it. Superset leaves out of the editor what the
 * dashboard computes on save (positions, shared label colours, the scheme's domain); they are put
 * back unchanged on submit so editing the properties never drops them.
 */
const HIDDEN_KEYS = ['positions', 'shared_label_colors', 'color_scheme_domain'] as const;

export type Metadata = Record<string, unknown>;

function isRecord(value: unknown): value is Metadata {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The stored metadata as an object; empty or unreadable text reads as `{}` (as Superset's dialog). */
export function parseStoredMetadata(text: string): Metadata {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function stringifyMetadata(metadata: Metadata): string {
  return JSON.stringify(metadata, null, 2);
}

/** The editor's text: the metadata without the keys computed on save. */
export function editableMetadataText(metadata: Metadata): string {
  const shown = Object.fromEntries(
    Object.entries(metadata).filter(([key]) => !(HIDDEN_KEYS as readonly string[]).includes(key)),
  );
  return stringifyMetadata(shown);
}

/**
 * The editor's text as an object, or undefined when it is not one. Like Superset, the text must
 * start with `{` and end with `}`: a JSON array, string or number is not metadata.
 */
export function parseEditedMetadata(text: string): Metadata | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function isKnownScheme(id: unknown): boolean {
  return CATEGORICAL_SCHEMES.some((scheme) => scheme.id === id);
}

/**
 * The editor's text after a scheme is picked: Superset writes the choice into `color_scheme` (''
 * when cleared) and makes sure `label_colors` exists. Text that is not an object is left alone so a
 * half-typed edit is not replaced.
 */
export function withColorScheme(text: string, scheme: string | null): string {
  const metadata = parseEditedMetadata(text);
  if (!metadata) return text;
  return stringifyMetadata({
    ...metadata,
    color_scheme: scheme ?? '',
    label_colors: isRecord(metadata.label_colors) ? metadata.label_colors : {},
  });
}

/** The edited metadata with the keys the editor left out put back from the stored metadata. */
export function mergeHiddenKeys(edited: Metadata, stored: Metadata): Metadata {
  const restored = Object.fromEntries(
    HIDDEN_KEYS.filter((key) => key in stored && !(key in edited)).map((key) => [key, stored[key]]),
  );
  return { ...edited, ...restored };
}
