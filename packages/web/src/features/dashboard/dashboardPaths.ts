/** A dashboard's page (Superset's address: by slug when it has one, else by id). */
export function dashboardPath(idOrSlug: number | string, options: { edit?: boolean } = {}): string {
  return `/superset/dashboard/${encodeURIComponent(String(idOrSlug))}/${options.edit ? '?edit=true' : ''}`;
}
