import { Tag, theme } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Superset's PublishedLabel: Published (everyone who may see the data) or Draft (owners only). */
export function PublishedTag({ published }: { published: boolean }): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // antd's 'success' preset writes in colorSuccess, too pale on its own background for WCAG AA
  // small text; the theme's success text colour keeps the green and reads in both themes.
  const style = published
    ? {
        color: token.colorSuccessText,
        background: token.colorSuccessBg,
        borderColor: token.colorSuccessBorder,
      }
    : undefined;
  return (
    <Tag style={{ marginInlineEnd: 0, ...style }}>
      {published ? t('dashboardList.status.published') : t('dashboardList.status.draft')}
    </Tag>
  );
}
