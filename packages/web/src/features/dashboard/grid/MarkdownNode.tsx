import { GRID_DEFAULT_CHART_HEIGHT, updateComponentMeta, type LayoutItem } from '@loupe/core';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardContext } from '../DashboardContext';
import { LazyInPlaceTextArea } from '../edit/lazyEdit';
import { heightPx } from './gridSizing';
// marked and DOMPurify load with the first markdown a dashboard shows.
const LazySafeMarkdown = lazy(() => import('./SafeMarkdown').then((m) => ({ default: m.SafeMarkdown })));

/** A MARKDOWN component: its sanitised markdown; in edit mode, Edit/Preview of its source. */
export function MarkdownNode({ item }: { item: LayoutItem }): ReactElement {
  const { t } = useTranslation();
  const { editMode, layout, changeLayout } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const code = String(item.meta.code ?? '');
  const height = heightPx(item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT);
  const save = () => {
    if (draft !== null && draft !== code) changeLayout(updateComponentMeta(layout, item.id, { code: draft }));
    setDraft(null);
  };
  return (
    <div className="loupe-layout-markdown-body" style={{ height }}>
      {editMode && (
        <Button
          size="small"
          className="loupe-markdown-toggle"
          onClick={() => (draft === null ? setDraft(code) : save())}
        >
          {draft === null ? t('dashboard.edit.editMarkdown') : t('dashboard.edit.preview')}
        </Button>
      )}
      {draft !== null ? (
        <Suspense fallback={null}>
          <LazyInPlaceTextArea
            autoFocus
            value={draft}
            aria-label={t('dashboard.edit.markdownSource')}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={save}
            style={{ height: '100%', fontFamily: 'monospace' }}
          />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <LazySafeMarkdown source={code} />
        </Suspense>
      )}
    </div>
  );
}
