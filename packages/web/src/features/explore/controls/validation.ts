import { runValidators, type DatasourceData, type QueryFormData } from '@loupe/core';
import { resolveControl, visibleControls } from '../../../viz/sharedControls';
import type { ControlConfig, ControlPanelConfig } from '../../../viz/types';

/** A control's value in the form data, or its default when the form data does not hold it. */
export function controlValue(config: ControlConfig, formData: QueryFormData): unknown {
  const value = formData[config.name];
  return value === undefined ? config.default : value;
}

/**
 * Runs every visible control's validators on its value, as Superset's explore does before a chart
 * runs: hidden controls are not checked, and only the controls that fail appear in the result.
 */
export function validateControls(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceData | null,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const config of visibleControls(panel, { formData, datasource })) {
    if (!config.validators?.length) continue;
    const messages = runValidators(controlValue(config, formData), config.validators);
    if (messages.length > 0) errors[config.name] = [...(errors[config.name] ?? []), ...messages];
  }
  return errors;
}

/** The panel's config for the control writing `name` (shared controls with this chart's overrides). */
export function findControl(panel: ControlPanelConfig, name: string): ControlConfig | null {
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        const config = resolveControl(item, panel.controlOverrides);
        if (config?.name === name) return config;
      }
    }
  }
  return null;
}

/** True when the control only changes how the chart is drawn (Superset's `renderTrigger`): no new query. */
export function isRenderOnlyChange(panel: ControlPanelConfig, name: string): boolean {
  return findControl(panel, name)?.renderTrigger === true;
}
