import { LARGE_HEADER, SMALL_HEADER, updateComponentMeta, type LayoutItem } from '@loupe/core';
import { Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardContext } from '../DashboardContext';
import { LazyInPlaceInput } from '../edit/lazyEdit';

const LEVEL = { [SMALL_HEADER]: 'h4', [LARGE_HEADER]: 'h2' } as const;

/** A HEADER component: its text at its size; in edit mode the text is edited in place. */
export function HeaderNode({ item }: { item: LayoutItem }): ReactElement {
  const { t } = useTranslation();
  const { editMode, layout, changeLayout } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const text = item.meta.text ?? '';
  const size = String(item.meta.headerSize ?? '');
  const Tag = size in LEVEL ? LEVEL[size as keyof typeof LEVEL] : 'h3';
  if (editMode && draft !== null) {
    return (
      <Suspense fallback={null}>
        <LazyInPlaceInput
          autoFocus
          value={draft}
          aria-label={t('dashboard.edit.headerText')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== text) changeLayout(updateComponentMeta(layout, item.id, { text: draft }));
            setDraft(null);
          }}
          onPressEnter={(event) => event.currentTarget.blur()}
        />
      </Suspense>
    );
  }
  return (
    <Tag
      className={`loupe-layout-header-text loupe-header-${size.toLowerCase() || 'medium_header'}`}
      onClick={editMode ? () => setDraft(text) : undefined}
      title={editMode ? t('dashboard.edit.clickToEdit') : undefined}
    >
      {text}
    </Tag>
  );
}
