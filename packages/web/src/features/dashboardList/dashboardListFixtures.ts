import type { DashboardListItem } from '../../api/dashboardList';

const ADA = { id: 1, first_name: 'Ada', last_name: 'Admin' };
const OLGA = { id: 9, first_name: 'Olga', last_name: 'Owner' };

/** A row with every field the real list sends (GET /api/v1/dashboard/ without `columns`). */
export function dashboardRow(partial: Partial<DashboardListItem> & { id: number }): DashboardListItem {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${partial.id}`,
    dashboard_title: `Dashboard ${partial.id}`,
    slug: null,
    published: true,
    certified_by: null,
    certification_details: null,
    owners: [ADA],
    created_by: ADA,
    changed_by: ADA,
    changed_by_name: 'Ada Admin',
    url: `/superset/dashboard/${partial.id}/`,
    status: partial.published === false ? 'draft' : 'published',
    changed_on_delta_humanized: '2 days ago',
    thumbnail_url: null,
    ...partial,
  };
}

/** Two dashboards: Ada's certified, published one with a slug; Olga's draft with a thumbnail. */
export const DASHBOARDS: DashboardListItem[] = [
  dashboardRow({
    id: 1,
    dashboard_title: 'Flight delays',
    slug: 'flights',
    url: '/superset/dashboard/flights/',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
  }),
  dashboardRow({
    id: 2,
    dashboard_title: 'Sales draft',
    published: false,
    owners: [OLGA],
    created_by: OLGA,
    changed_by: OLGA,
    changed_by_name: 'Olga Owner',
    changed_on_delta_humanized: 'a month ago',
    thumbnail_url: '/api/v1/dashboard/2/thumbnail/abc/',
  }),
];
