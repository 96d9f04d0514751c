import { Empty, Flex, Input, Menu, Tag, theme, Typography, type MenuProps } from 'antd';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { allVizMetadata } from '../../../viz/registry';
import { translateText } from '../../../viz/i18n';
import type { VizMetadata } from '../../../viz/types';
import {
  ALL_CHARTS,
  categoriesOf,
  galleryOrder,
  initialSection,
  inSection,
  RECOMMENDED_TAGS,
  searchCharts,
  tagsOf,
  type GallerySection,
} from './gallerySections';
import { exampleUrls } from './thumbnails';
import { VizThumbnail } from './VizThumbnail';

const THUMBNAIL_SIZE = 56;
const OPEN_SECTIONS = ['recommended', 'category'];

/** Menu keys carry the section: `all`, `recommended:<tag>`, `category:<name>`, `tag:<tag>`. */
function sectionKey(section: GallerySection): string {
  switch (section.kind) {
    case 'all':
      return 'all';
    case 'category':
      return `category:${section.category}`;
    case 'recommended':
    case 'tag':
      return `${section.kind}:${section.tag}`;
  }
}

function sectionOfKey(key: string): GallerySection {
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  if (kind === 'category') return { kind: 'category', category: value };
  if (kind === 'recommended' || kind === 'tag') return { kind, tag: value };
  return ALL_CHARTS;
}

/** The gallery's charts: the types Superset still offers (deprecated ones are hidden). */
function galleryCharts(charts: readonly VizMetadata[]): VizMetadata[] {
  return charts.filter((metadata) => !metadata.deprecated);
}

export interface VizTypeGalleryProps {
  selected: string | undefined;
  onSelect: (vizType: string) => void;
  /** Double-click or Enter on a chart: the user's final choice. */
  onConfirm: (vizType: string) => void;
  /** The chart types to offer; every registered, non-deprecated one by default. */
  charts?: readonly VizMetadata[];
}

/**
 * Superset's chart type gallery: sections on the left (all, recommended tags, categories, tags), a
 * fuzzy search, the chart tiles, and the selected type's details underneath.
 */
export function VizTypeGallery({ selected, onSelect, onConfirm, charts }: VizTypeGalleryProps): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const all = useMemo(() => galleryCharts(charts ?? allVizMetadata()), [charts]);
  const selectedMetadata = all.find((metadata) => metadata.vizType === selected);
  const [section, setSection] = useState<GallerySection>(() => initialSection(selectedMetadata));
  const [search, setSearch] = useState('');
  const translate = useMemo(() => (text: string) => translateText(t, text), [t]);
  const searching = search.trim() !== '';
  const shown = useMemo(
    () =>
      searching
        ? searchCharts(all, search, translate)
        : galleryOrder(
            all.filter((metadata) => inSection(metadata, section)),
            translate,
          ),
    [all, search, searching, section, translate],
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const menuItems: MenuProps['items'] = useMemo(
    () => [
      { key: 'all', label: t('charts.gallery.allCharts') },
      {
        key: 'recommended',
        label: t('charts.gallery.recommendedTags'),
        children: RECOMMENDED_TAGS.map((tag) => ({ key: `recommended:${tag}`, label: translate(tag) })),
      },
      {
        key: 'category',
        label: t('charts.gallery.category'),
        children: categoriesOf(all).map((category) => ({
          key: `category:${category}`,
          label: translate(category),
        })),
      },
      {
        key: 'tags',
        label: t('charts.gallery.tags'),
        children: tagsOf(all).map((tag) => ({ key: `tag:${tag}`, label: translate(tag) })),
      },
    ],
    [all, t, translate],
  );

  const focusTile = (vizType: string): void => {
    gridRef.current?.querySelector<HTMLElement>(`[data-viz-type="${CSS.escape(vizType)}"]`)?.focus();
  };

  /** Tiles per row as laid out now (the grid fills the width), for moving up and down. */
  const columnsPerRow = (): number => {
    const tiles = gridRef.current
      ? [...gridRef.current.querySelectorAll<HTMLElement>('[role="option"]')]
      : [];
    const firstTop = tiles[0]?.offsetTop;
    const inFirstRow = tiles.filter((tile) => tile.offsetTop === firstTop).length;
    // One row (or no layout to measure): up and down move like left and right.
    return inFirstRow >= tiles.length ? 1 : Math.max(1, inFirstRow);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (shown.length === 0) return;
    const index = shown.findIndex((metadata) => metadata.vizType === selected);
    if (event.key === 'Enter' && index >= 0) {
      event.preventDefault();
      onConfirm(shown[index]!.vizType);
      return;
    }
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columnsPerRow(),
      ArrowDown: columnsPerRow(),
    };
    let next: number | undefined;
    if (event.key in step)
      next = index < 0 ? 0 : Math.min(shown.length - 1, Math.max(0, index + step[event.key]!));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = shown.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const vizType = shown[next]!.vizType;
    onSelect(vizType);
    focusTile(vizType);
  };

  // Only one tile is in the tab order: the selected one, else the first.
  const tabStop = shown.some((metadata) => metadata.vizType === selected) ? selected : shown[0]?.vizType;

  return (
    <Flex vertical gap="small" style={{ minHeight: 0 }}>
      <Flex gap="middle" style={{ minHeight: 0 }}>
        <Menu
          mode="inline"
          aria-label={t('charts.gallery.title')}
          selectedKeys={searching ? [] : [sectionKey(section)]}
          items={menuItems}
          // Superset's sections fold; the tags list is long, so it starts folded unless it holds the choice.
          defaultOpenKeys={section.kind === 'tag' ? [...OPEN_SECTIONS, 'tags'] : OPEN_SECTIONS}
          onClick={({ key }) => {
            setSection(sectionOfKey(key));
            setSearch('');
          }}
          style={{ width: 220, flex: 'none', maxHeight: 420, overflowY: 'auto', borderInlineEnd: 'none' }}
        />
        <Flex vertical gap="small" style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder={t('charts.gallery.search')}
            aria-label={t('charts.gallery.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.gallery.noResults')} />
          ) : (
            <div
              ref={gridRef}
              id={listId}
              role="listbox"
              aria-label={t('charts.gallery.charts')}
              onKeyDown={onGridKeyDown}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
                gap: token.paddingXS,
                maxHeight: 380,
                overflowY: 'auto',
                padding: 2,
              }}
            >
              {shown.map((metadata) => {
                const isSelected = metadata.vizType === selected;
                return (
                  <div
                    key={metadata.vizType}
                    role="option"
                    aria-selected={isSelected}
                    data-viz-type={metadata.vizType}
                    tabIndex={metadata.vizType === tabStop ? 0 : -1}
                    onClick={() => onSelect(metadata.vizType)}
                    onDoubleClick={() => onConfirm(metadata.vizType)}
                    style={{
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: token.paddingXXS,
                      padding: token.paddingXS,
                      cursor: 'pointer',
                      borderRadius: token.borderRadius,
                      border: `1px solid ${isSelected ? token.colorPrimary : 'transparent'}`,
                      background: isSelected ? token.colorPrimaryBg : undefined,
                      textAlign: 'center',
                    }}
                  >
                    <VizThumbnail metadata={metadata} size={THUMBNAIL_SIZE} />
                    <Typography.Text style={{ fontSize: token.fontSizeSM }}>
                      {translate(metadata.name)}
                    </Typography.Text>
                  </div>
                );
              })}
            </div>
          )}
        </Flex>
      </Flex>
      {selectedMetadata && <VizDetails metadata={selectedMetadata} translate={translate} />}
    </Flex>
  );
}

/** The selected type's name, tags, description and example pictures. */
function VizDetails({
  metadata,
  translate,
}: {
  metadata: VizMetadata;
  translate: (text: string) => string;
}): ReactElement {
  const { t } = useTranslation();
  const examples = exampleUrls(metadata.vizType);
  const name = translate(metadata.name);
  return (
    <section aria-label={name} data-testid="viz-details">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {name}
      </Typography.Title>
      <Flex wrap gap={4} style={{ marginBottom: 8 }}>
        {metadata.tags.map((tag) => (
          <Tag key={tag}>{translate(tag)}</Tag>
        ))}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', maxHeight: 120, overflowY: 'auto' }}>
        {metadata.description ? translate(metadata.description) : t('charts.gallery.noDescription')}
      </Typography.Paragraph>
      {examples.length > 0 && (
        <>
          <Typography.Text strong>{t('charts.gallery.examples')}</Typography.Text>
          <Flex gap="small" wrap>
            {examples.map((url) => (
              <img
                key={url}
                src={url}
                alt={t('charts.gallery.exampleImage', { name })}
                style={{ maxHeight: 160, maxWidth: '100%' }}
              />
            ))}
          </Flex>
        </>
      )}
    </section>
  );
}
