import type { AnnotationLayer } from '@loupe/core';
import {
  Button,
  Checkbox,
  ColorPicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOTATION_TYPES } from '../../../../../viz/annotations/layers';
import { usePermissions } from '../../../../auth/usePermissions';
import {
  useGetAnnotationChartColumnsQuery,
  useGetAnnotationChartOptionsQuery,
  useGetAnnotationLayerOptionsQuery,
} from './annotationSourcesApi';
import { draftOf, isChartSource, layerOf, missingFields, sourcesFor, type LayerDraft } from './layerDraft';

export interface AnnotationLayerPopoverProps {
  layer: AnnotationLayer | undefined;
  /** The annotation types the chart draws (its metadata's annotationTypes). */
  annotationTypes: readonly string[];
  onApply: (layer: AnnotationLayer) => void;
  onRemove?: () => void;
  onClose: () => void;
}

const STYLES = ['solid', 'dashed', 'longDashed', 'dotted'] as const;
const OPACITIES = ['', 'opacityLow', 'opacityMedium', 'opacityHigh'] as const;

type Field = ReturnType<typeof missingFields>[number] | 'formula';

/** Superset's annotation layer popover: what the layer is, where its data comes from, how it looks. */
export function AnnotationLayerPopover({
  layer,
  annotationTypes,
  onApply,
  onRemove,
  onClose,
}: AnnotationLayerPopoverProps) {
  const { t } = useTranslation();
  const canReadLayers = usePermissions()('can_read', 'Annotation');
  const [draft, setDraft] = useState<LayerDraft>(() => draftOf(layer, annotationTypes[0] ?? 'FORMULA'));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<LayerDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };
  const formula = draft.annotationType === ANNOTATION_TYPES.FORMULA;
  const chartSource = isChartSource(draft.sourceType);
  const native = draft.sourceType === 'NATIVE';
  const layers = useGetAnnotationLayerOptionsQuery(undefined, { skip: !native });
  const charts = useGetAnnotationChartOptionsQuery(draft.sourceType, { skip: !chartSource });
  const chartColumns = useGetAnnotationChartColumnsQuery(Number(draft.value), {
    skip: !chartSource || typeof draft.value !== 'number',
  });
  const columnOptions = (chartColumns.data ?? []).map((column) => ({ value: column, label: column }));

  const labels: Record<Field, string> = {
    name: t('exploreEditors.annotation.name'),
    value: formula
      ? t('exploreEditors.annotation.formula')
      : chartSource
        ? t('exploreEditors.annotation.chart')
        : t('exploreEditors.annotation.layer'),
    sourceType: t('exploreEditors.annotation.source'),
    timeColumn: t('exploreEditors.annotation.timeColumn'),
    intervalEndColumn: t('exploreEditors.annotation.intervalEndColumn'),
    formula: t('exploreEditors.annotation.formula'),
  };

  const apply = async () => {
    const missing = missingFields(draft);
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(
          missing.map((field) => [field, t('exploreEditors.annotation.required', { field: labels[field] })]),
        ),
      );
      return;
    }
    if (formula) {
      const { compileFormula } = await import('../../../../../viz/annotations/formula');
      if (!compileFormula(String(draft.value))) {
        setErrors({ value: t('exploreEditors.annotation.badFormula') });
        return;
      }
    }
    onApply(layerOf(draft));
    onClose();
  };

  const item = (field: Field | null, label: string, control: ReactNode, help?: string) => (
    <Form.Item
      label={label}
      required={field !== null}
      validateStatus={field && errors[field] ? 'error' : undefined}
      help={(field && errors[field]) || help}
      style={{ marginBottom: 8 }}
    >
      {control}
    </Form.Item>
  );

  return (
    <Form
      layout="vertical"
      size="small"
      style={{ width: 320, maxHeight: '70vh', overflowY: 'auto', paddingRight: 4 }}
      data-testid="annotation-layer-popover"
      onFinish={() => void apply()}
    >
      <Typography.Text strong>{t('exploreEditors.annotation.layerConfig')}</Typography.Text>
      {item(
        'name',
        labels.name,
        <Input
          aria-label={labels.name}
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
        />,
      )}
      <Checkbox checked={!draft.show} onChange={(event) => set({ show: !event.target.checked })}>
        {t('exploreEditors.annotation.hide')}
      </Checkbox>
      {item(
        null,
        t('exploreEditors.annotation.type'),
        <Select
          aria-label={t('exploreEditors.annotation.type')}
          value={draft.annotationType}
          options={annotationTypes.map((type) => ({
            value: type,
            label: t(`exploreEditors.annotation.types.${type}` as 'exploreEditors.annotation.types.FORMULA'),
          }))}
          onChange={(annotationType: string) =>
            set({
              annotationType,
              sourceType: sourcesFor(annotationType, canReadLayers)[0] ?? '',
              value: null,
            })
          }
        />,
      )}
      {!formula &&
        item(
          'sourceType',
          labels.sourceType,
          <Select
            aria-label={labels.sourceType}
            value={draft.sourceType || undefined}
            options={sourcesFor(draft.annotationType, canReadLayers).map((source) => ({
              value: source,
              label: t(
                `exploreEditors.annotation.sources.${source}` as 'exploreEditors.annotation.sources.NATIVE',
              ),
            }))}
            onChange={(sourceType: string) => set({ sourceType, value: null })}
          />,
        )}
      {formula
        ? item(
            'value',
            labels.value,
            <Input
              aria-label={labels.value}
              placeholder="y = 2 * x + 5"
              value={typeof draft.value === 'string' ? draft.value : ''}
              onChange={(event) => set({ value: event.target.value })}
            />,
            t('exploreEditors.annotation.formulaHelp'),
          )
        : item(
            'value',
            labels.value,
            <Select
              aria-label={labels.value}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={
                native
                  ? t('exploreEditors.annotation.chooseLayer')
                  : t('exploreEditors.annotation.chooseChart')
              }
              loading={native ? layers.isFetching : charts.isFetching}
              value={typeof draft.value === 'number' ? draft.value : undefined}
              notFoundContent={
                native ? t('exploreEditors.annotation.noLayers') : t('exploreEditors.annotation.noCharts')
              }
              options={((native ? layers.data : charts.data) ?? []).map(({ id, name }) => ({
                value: id,
                label: name,
              }))}
              onChange={(value: number) => set({ value })}
            />,
          )}

      {chartSource && typeof draft.value === 'number' && (
        <>
          <Divider size="small" />
          <Typography.Text strong>{t('exploreEditors.annotation.sliceConfig')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('exploreEditors.annotation.sliceConfigHelp')}
          </Typography.Paragraph>
          {draft.sourceType === 'table' &&
            item(
              'timeColumn',
              labels.timeColumn,
              <Select
                aria-label={labels.timeColumn}
                value={draft.timeColumn || undefined}
                options={columnOptions}
                onChange={(timeColumn: string) => set({ timeColumn })}
              />,
            )}
          {draft.sourceType === 'table' &&
            draft.annotationType === ANNOTATION_TYPES.INTERVAL &&
            item(
              'intervalEndColumn',
              labels.intervalEndColumn,
              <Select
                aria-label={labels.intervalEndColumn}
                value={draft.intervalEndColumn || undefined}
                options={columnOptions}
                onChange={(intervalEndColumn: string) => set({ intervalEndColumn })}
              />,
            )}
          {draft.sourceType === 'table' &&
            item(
              null,
              t('exploreEditors.annotation.titleColumn'),
              <Select
                aria-label={t('exploreEditors.annotation.titleColumn')}
                allowClear
                value={draft.titleColumn || undefined}
                options={columnOptions}
                onChange={(titleColumn: string | undefined) => set({ titleColumn: titleColumn ?? '' })}
              />,
            )}
          {draft.sourceType === 'table' &&
            item(
              null,
              t('exploreEditors.annotation.descriptionColumns'),
              <Select
                aria-label={t('exploreEditors.annotation.descriptionColumns')}
                mode="multiple"
                value={draft.descriptionColumns}
                options={columnOptions}
                onChange={(descriptionColumns: string[]) => set({ descriptionColumns })}
              />,
            )}
          <Space direction="vertical" size={0}>
            <Checkbox
              checked={'time_range' in draft.overrides}
              onChange={(event) =>
                set({ overrides: toggled(draft.overrides, 'time_range', event.target.checked) })
              }
            >
              {t('exploreEditors.annotation.overrideTimeRange')}
            </Checkbox>
            <Checkbox
              checked={'time_grain_sqla' in draft.overrides}
              onChange={(event) =>
                set({ overrides: toggled(draft.overrides, 'time_grain_sqla', event.target.checked) })
              }
            >
              {t('exploreEditors.annotation.overrideTimeGrain')}
            </Checkbox>
          </Space>
        </>
      )}

      <Divider size="small" />
      <Typography.Text strong>{t('exploreEditors.annotation.display')}</Typography.Text>
      <Space wrap style={{ width: '100%' }}>
        {item(
          null,
          t('exploreEditors.annotation.style'),
          <Select
            aria-label={t('exploreEditors.annotation.style')}
            style={{ width: 140 }}
            value={draft.style}
            options={STYLES.map((style) => ({
              value: style,
              label: t(`exploreEditors.annotation.styles.${style}`),
            }))}
            onChange={(style: string) => set({ style })}
          />,
        )}
        {item(
          null,
          t('exploreEditors.annotation.opacity'),
          <Select
            aria-label={t('exploreEditors.annotation.opacity')}
            style={{ width: 140 }}
            value={draft.opacity}
            options={OPACITIES.map((opacity) => ({
              value: opacity,
              label: t(
                `exploreEditors.annotation.opacities.${opacity}` as 'exploreEditors.annotation.opacities.opacityLow',
              ),
            }))}
            onChange={(opacity: string) => set({ opacity })}
          />,
        )}
        {item(
          null,
          t('exploreEditors.annotation.color'),
          <ColorPicker
            aria-label={t('exploreEditors.annotation.color')}
            allowClear
            value={draft.color}
            showText={(color) =>
              draft.color ? color.toHexString() : t('exploreEditors.annotation.automaticColor')
            }
            onChange={(color) => set({ color: color.toHexString() })}
            onClear={() => set({ color: null })}
          />,
        )}
        {item(
          null,
          t('exploreEditors.annotation.width'),
          <InputNumber
            aria-label={t('exploreEditors.annotation.width')}
            min={0}
            max={20}
            value={draft.width}
            onChange={(width) => set({ width: typeof width === 'number' ? width : 1 })}
          />,
        )}
      </Space>
      {draft.annotationType === ANNOTATION_TYPES.TIME_SERIES ? (
        <Space direction="vertical" size={0}>
          <Checkbox
            checked={draft.showMarkers}
            onChange={(event) => set({ showMarkers: event.target.checked })}
          >
            {t('exploreEditors.annotation.showMarkers')}
          </Checkbox>
          <Checkbox checked={draft.hideLine} onChange={(event) => set({ hideLine: event.target.checked })}>
            {t('exploreEditors.annotation.hideLine')}
          </Checkbox>
        </Space>
      ) : (
        !formula && (
          <Checkbox checked={draft.showLabel} onChange={(event) => set({ showLabel: event.target.checked })}>
            {t('exploreEditors.annotation.showLabel')}
          </Checkbox>
        )
      )}

      <Space style={{ justifyContent: 'space-between', width: '100%', marginTop: 12 }}>
        {onRemove ? (
          <Button
            danger
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            {t('exploreEditors.annotation.remove')}
          </Button>
        ) : (
          <span />
        )}
        <Space>
          <Button onClick={onClose}>{t('exploreEditors.annotation.cancel')}</Button>
          <Button type="primary" htmlType="submit">
            {layer ? t('exploreEditors.annotation.apply') : t('exploreEditors.annotation.ok')}
          </Button>
        </Space>
      </Space>
    </Form>
  );
}

/** Superset's override checkboxes: a key set to null means "use this chart's value". */
function toggled(overrides: Record<string, unknown>, key: string, on: boolean): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = overrides;
  return on ? { ...rest, [key]: null } : rest;
}
