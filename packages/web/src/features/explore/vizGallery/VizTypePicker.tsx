import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../viz/i18n';
import { vizMetadata } from '../../../viz/registry';
import { QuickVizTiles } from './QuickVizTiles';
import { VizThumbnail } from './VizThumbnail';

// The gallery (search index, every type's picture and description) loads when it is first opened.
const VizTypeGallery = lazy(() => import('./VizTypeGallery').then((m) => ({ default: m.VizTypeGallery })));

/** Superset's gallery width. */
const GALLERY_MODAL_WIDTH = 1090;

/** Explore's current chart type with the way to the gallery ("View all charts"). */
export function VizTypePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (vizType: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(value);
  const metadata = vizMetadata(value);
  const name = metadata ? translateText(t, metadata.name) : value;
  const choose = (vizType: string): void => {
    setOpen(false);
    if (vizType !== value) onChange(vizType);
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('charts.gallery.currentType')}</Typography.Text>
      <Flex align="center" gap="small" data-testid="viz-type-current">
        {metadata && <VizThumbnail metadata={metadata} size={32} />}
        <Typography.Text strong style={{ flex: 1 }}>
          {name}
        </Typography.Text>
      </Flex>
      <QuickVizTiles value={value} onChange={onChange} />
      <Button
        type="link"
        size="small"
        style={{ alignSelf: 'flex-start', paddingInline: 0 }}
        onClick={() => {
          setPending(value);
          setOpen(true);
        }}
      >
        {t('charts.gallery.viewAll')}
      </Button>
      <Modal
        open={open}
        title={t('charts.gallery.title')}
        width={GALLERY_MODAL_WIDTH}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        okText={t('charts.gallery.select')}
        cancelText={t('charts.gallery.cancel')}
        okButtonProps={{ disabled: !vizMetadata(pending) }}
        onOk={() => choose(pending)}
      >
        <Suspense fallback={<Spin />}>
          <VizTypeGallery selected={pending} onSelect={setPending} onConfirm={choose} />
        </Suspense>
      </Modal>
    </Flex>
  );
}
