import { Select, Tag } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ownDashboardsQuery, useGetDashboardOptionsQuery } from '../../../api/dashboards';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** The dashboard a chart is saved onto: one the user owns, or a new one to create with this title. */
export type DashboardChoice =
  { kind: 'existing'; id: number; title: string } | { kind: 'new'; title: string };

export interface DashboardPickerProps {
  /** The signed-in user: only their own dashboards are offered (they may only add to those). */
  userId: number;
  value: DashboardChoice | null;
  onChange: (choice: DashboardChoice | null) => void;
  id?: string;
}

/** The select's value of the typed title offered as a new dashboard. */
const NEW_PREFIX = 'new:';

/**
 * Superset's "Add to dashboard" select of the Save modal: the user's dashboards searched on the
 * server by title, and, when the typed title matches none exactly, that title offered as a new
 * dashboard (created when the chart is saved).
 */
export function DashboardPicker({ userId, value, onChange, id }: DashboardPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim());
  const { data, isFetching } = useGetDashboardOptionsQuery(ownDashboardsQuery(userId, filter));

  const options = useMemo(() => {
    const typed = search.trim();
    const dashboards = data ?? [];
    const list: { value: string; label: ReactNode; title: string }[] = dashboards.map((d) => ({
      value: String(d.id),
      label: d.dashboard_title ?? '',
      title: d.dashboard_title ?? '',
    }));
    const exists = dashboards.some((d) => (d.dashboard_title ?? '') === typed);
    if (typed && !exists)
      list.unshift({
        value: `${NEW_PREFIX}${typed}`,
        title: typed,
        label: (
          <span>
            {typed} <Tag color="blue">{t('explorePage.saveModal.newDashboard')}</Tag>
          </span>
        ),
      });
    // The chosen dashboard stays labelled while the search shows other ones.
    if (value?.kind === 'existing' && !list.some((o) => o.value === String(value.id)))
      list.push({ value: String(value.id), label: value.title, title: value.title });
    if (value?.kind === 'new' && !list.some((o) => o.value === `${NEW_PREFIX}${value.title}`))
      list.push({
        value: `${NEW_PREFIX}${value.title}`,
        title: value.title,
        label: (
          <span>
            {value.title} <Tag color="blue">{t('explorePage.saveModal.newDashboard')}</Tag>
          </span>
        ),
      });
    return list;
  }, [data, search, value, t]);

  const selected = value
    ? value.kind === 'new'
      ? `${NEW_PREFIX}${value.title}`
      : String(value.id)
    : undefined;

  return (
    <Select<string>
      id={id}
      aria-label={t('explorePage.saveModal.addToDashboard')}
      placeholder={t('explorePage.saveModal.dashboardPlaceholder')}
      value={selected}
      options={options}
      loading={isFetching}
      allowClear
      notFoundContent={isFetching ? t('app.loading') : t('explorePage.saveModal.noDashboards')}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onChange={(next) => {
        setSearch('');
        const option = options.find((o) => o.value === next);
        if (!next || !option) onChange(null);
        else if (next.startsWith(NEW_PREFIX)) onChange({ kind: 'new', title: option.title });
        else onChange({ kind: 'existing', id: Number(next), title: option.title });
      }}
    />
  );
}
