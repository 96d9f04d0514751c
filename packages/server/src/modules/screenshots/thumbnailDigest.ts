import { createHash } from 'node:crypto';

/**
 * The `<digest>` of a dashboard's thumbnail URL: the first 32 hex characters of the sha256 of
 * `${id}:${changed_on}` (changed_on as the metadata store holds it). Any edit moves changed_on, so
 * the list hands browsers a new URL and the old picture is never shown for the new layout.
 */
export function dashboardThumbnailDigest(id: number, changedOn: string | null): string {
  return createHash('sha256').update(`${id}:${changedOn}`).digest('hex').slice(0, 32);
}

/** The list API's `thumbnail_url` (and the GET answer's) for a dashboard. */
export function dashboardThumbnailUrl(id: number, changedOn: string | null): string {
  return `/api/v1/dashboard/${id}/thumbnail/${dashboardThumbnailDigest(id, changedOn)}/`;
}
