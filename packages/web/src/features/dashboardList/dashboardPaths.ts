/**
 * The dashboard page in edit mode (Superset's `/superset/dashboard/<id>/?edit=true`, where its
 * `/dashboard/new/` and the list's Edit lead). The list rows carry the view link (`url`) themselves.
 */
export function dashboardEditPath(id: number): string {
  return `/superset/dashboard/${id}/?edit=true`;
}
