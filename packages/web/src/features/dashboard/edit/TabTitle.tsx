import { updateComponentMeta, type LayoutItem } from '@loupe/core';
import { Input } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardContext } from '../DashboardContext';

/** A tab's title in edit mode: a double click edits it in place. */
export function TabTitle({ tab }: { tab: LayoutItem }): ReactElement {
  const { t } = useTranslation();
  const { layout, changeLayout } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const text = tab.meta.text || tab.meta.defaultText || '';
  if (draft === null) return <span onDoubleClick={() => setDraft(text)}>{text}</span>;
  return (
    <Input
      size="small"
      autoFocus
      value={draft}
      aria-label={t('dashboard.edit.tabTitle')}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => event.stopPropagation()}
      onBlur={() => {
        if (draft !== text) changeLayout(updateComponentMeta(layout, tab.id, { text: draft }));
        setDraft(null);
      }}
      onPressEnter={(event) => event.currentTarget.blur()}
    />
  );
}
