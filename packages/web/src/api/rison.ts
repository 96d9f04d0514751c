import rison from 'rison';

/** `?q=<rison>`; the rison text is URI-encoded whole so any server's query parser reads it back intact. */
export function risonQuery(value: unknown): string {
  return `q=${encodeURIComponent(rison.encode(value))}`;
}
