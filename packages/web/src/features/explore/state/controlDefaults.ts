import type { DatasourceData, QueryFormData } from '@loupe/core';
import { effectiveControl, resolveControl } from '../../../viz/sharedControls';
import type { ControlPanelConfig } from '../../../viz/types';

/**
 * The form data with every control's default filled in where it holds no value, as Superset's explore
 * does when it loads a chart: the query is then built from what the panel shows (a pie's row limit,
 * the dataset's first temporal column), not from keys the plugin finds missing. Values already there
 * are kept; the same object comes back when nothing was missing.
 */
export function withControlDefaults(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceData | null,
): QueryFormData {
  const context = { formData, datasource };
  let filled: QueryFormData | null = null;
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        const resolved = resolveControl(item, panel.controlOverrides);
        if (!resolved || formData[resolved.name] !== undefined) continue;
        const config = effectiveControl(resolved, context);
        if (config.default === undefined) continue;
        filled ??= { ...formData };
        filled[config.name] = config.default;
      }
    }
  }
  return filled ?? formData;
}
