import type { AnnotationLayer } from '@loupe/core';
import { useTranslation } from 'react-i18next';
import { annotationLayersOf } from '../../../../../viz/annotations/layers';
import { vizMetadata } from '../../../../../viz/registry';
import type { ControlEditorProps } from '../../controlProps';
import { ChipList } from '../adhoc/ChipList';
import { AnnotationLayerPopover } from './AnnotationLayerPopover';
import { useAnnotationStatus } from './annotationStatus';

const ALL_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;

/**
 * `annotation_layers`: Superset's AnnotationLayerControl, the chart's layers as chips (a hidden one
 * says so; one that failed to load is red with its error) and the layer popover to add or edit one.
 */
export function AnnotationLayerControl({ id, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const status = useAnnotationStatus();
  const layers = annotationLayersOf(value);
  const annotationTypes = vizMetadata(context.formData.viz_type)?.annotationTypes ?? ALL_TYPES;
  const replace = (old: AnnotationLayer | undefined, next: AnnotationLayer) =>
    onChange(old === undefined ? [...layers, next] : layers.map((layer) => (layer === old ? next : layer)));
  return (
    <ChipList
      id={id}
      items={layers}
      labelOf={(layer) =>
        layer.show === false ? t('exploreEditors.annotation.hidden', { name: layer.name }) : layer.name
      }
      markOf={(layer) => {
        const state = status[layer.name];
        if (state?.error)
          return {
            color: 'error',
            title: t('exploreEditors.annotation.failed', { name: layer.name, error: state.error }),
          };
        if (state?.loading)
          return { color: 'processing', title: t('exploreEditors.annotation.loading', { name: layer.name }) };
        return undefined;
      }}
      addLabel={t('exploreEditors.annotation.add')}
      canAdd
      disabled={disabled}
      onRemove={(index) => onChange(layers.filter((_, i) => i !== index))}
      renderEditor={(layer, close) => (
        <AnnotationLayerPopover
          layer={layer}
          annotationTypes={annotationTypes}
          onApply={(next) => replace(layer, next)}
          onRemove={layer ? () => onChange(layers.filter((other) => other !== layer)) : undefined}
          onClose={close}
        />
      )}
    />
  );
}
