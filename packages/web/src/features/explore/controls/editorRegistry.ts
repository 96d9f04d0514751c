import type { ComponentType } from 'react';
import type { ControlType } from '../../../viz/types';
import type { ControlEditorProps } from './controlProps';
import { AdhocFiltersControl } from './editors/adhoc/AdhocFiltersControl';
import { ColumnControl } from './editors/adhoc/ColumnControl';
import { ColumnsControl } from './editors/adhoc/ColumnsControl';
import { MetricControl } from './editors/adhoc/MetricControl';
import { MetricsControl } from './editors/adhoc/MetricsControl';
import { TimeRangeControl } from './editors/adhoc/TimeRangeControl';
import { AnnotationLayerControl } from './editors/annotations/AnnotationLayerControl';
import { CheckboxControl } from './editors/CheckboxControl';
import { ColorPickerControl } from './editors/ColorPickerControl';
import { ColorSchemeControl } from './editors/ColorSchemeControl';
import { CurrencyControl } from './editors/CurrencyControl';
import { NumberControl } from './editors/NumberControl';
import { NumberFormatControl } from './editors/NumberFormatControl';
import { SelectControl } from './editors/SelectControl';
import { SliderControl } from './editors/SliderControl';
import { TemporalColumnControl } from './editors/TemporalColumnControl';
import { TextAreaControl } from './editors/TextAreaControl';
import { TextControl } from './editors/TextControl';
import { TimeFormatControl } from './editors/TimeFormatControl';
import { TimeGrainControl } from './editors/TimeGrainControl';
import { CollectionControl } from './editors/more/CollectionControl';
import { ColumnConfigControl } from './editors/more/ColumnConfigControl';
import { ConditionalFormattingControl } from './editors/more/ConditionalFormattingControl';

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
};
