import { Tag } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Superset's PublishedLabel: Published (everyone who may see the data) or Draft (owners only). */
export function PublishedTag({ published }: { published: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Tag color={published ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {published ? t('dashboardList.status.published') : t('dashboardList.status.draft')}
    </Tag>
  );
}
