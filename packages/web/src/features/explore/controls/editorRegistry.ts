import { lazy, type ComponentType } from 'react';
import type { ControlType } from '../../../viz/types';
import type { ControlEditorProps } from './controlProps';
import { AdhocFiltersControl } from './editors/adhoc/AdhocFiltersControl';
import { ColumnControl } from './editors/adhoc/ColumnControl';
import { ColumnsControl } from './editors/adhoc/ColumnsControl';
import { MetricControl } from './editors/adhoc/MetricControl';
import { MetricsControl } from './editors/adhoc/MetricsControl';
import { TimeRangeControl } from './editors/adhoc/TimeRangeControl';
import { CheckboxControl } from './editors/CheckboxControl';
import { ColorSchemeControl } from './editors/ColorSchemeControl';
import { CurrencyControl } from './editors/CurrencyControl';
import { NumberControl } from './editors/NumberControl';
import { NumberFormatControl } from './editors/NumberFormatControl';
import { SelectControl } from './editors/SelectControl';
import { TemporalColumnControl } from './editors/TemporalColumnControl';
import { TextAreaControl } from './editors/TextAreaControl';
import { TextControl } from './editors/TextControl';
import { TimeFormatControl } from './editors/TimeFormatControl';
import { TimeGrainControl } from './editors/TimeGrainControl';

// Editors that are never on screen when a chart opens (they live in the Customize tab or in sections
// that start collapsed) load when first shown, with the date, colour and slider pickers they bring;
// ControlItem shows a spinner meanwhile.
const ColorPickerControl = lazy(() =>
  import('./editors/ColorPickerControl').then((m) => ({ default: m.ColorPickerControl })),
);
const SliderControl = lazy(() =>
  import('./editors/SliderControl').then((m) => ({ default: m.SliderControl })),
);
const CollectionControl = lazy(() =>
  import('./editors/more/CollectionControl').then((m) => ({ default: m.CollectionControl })),
);
const ColumnConfigControl = lazy(() =>
  import('./editors/more/ColumnConfigControl').then((m) => ({ default: m.ColumnConfigControl })),
);
const ConditionalFormattingControl = lazy(() =>
  import('./editors/more/ConditionalFormattingControl').then((m) => ({
    default: m.ConditionalFormattingControl,
  })),
);
const GeoControl = lazy(() =>
  import('./editors/spatial/GeoControl').then((m) => ({ default: m.GeoControl })),
);
const AnnotationLayerControl = lazy(() =>
  import('./editors/annotations/AnnotationLayerControl').then((m) => ({ default: m.AnnotationLayerControl })),
);

/**
 * The editor of each control type. Editors take the value as `unknown` and read it defensively, since
 * form data saved by Superset (or hand-edited) may hold any shape; a type without an editor here is
 * shown read-only by the panel.
 */
export const CONTROL_EDITORS: Partial<Record<ControlType, ComponentType<ControlEditorProps>>> = {
  SelectControl,
  CheckboxControl,
  TextControl,
  NumberControl,
  TextAreaControl,
  SliderControl,
  ColorSchemeControl,
  ColorPickerControl,
  NumberFormatControl,
  TimeFormatControl,
  CurrencyControl,
  TimeGrainControl,
  TemporalColumnControl,

  // --- Popover editors (controls/editors/adhoc/, written by the ad-hoc editors' helper) ---
  MetricsControl,
  MetricControl,
  ColumnsControl,
  ColumnControl,
  AdhocFiltersControl,
  TimeRangeControl,
  // --- end of popover editors ---

  // --- Bounds, conditional formatting and column config (controls/editors/more/) ---
  CollectionControl,
  ConditionalFormattingControl,
  ColumnConfigControl,

  // Annotation layers (controls/editors/annotations/).
  AnnotationLayerControl,

  // Points from latitude/longitude, a delimited column or a geohash (controls/editors/spatial/).
  GeoControl,
};
