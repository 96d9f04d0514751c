import { effectiveControl, isControlVisible, resolveControl } from '../../../viz/sharedControls';
import type {
  ControlConfig,
  ControlContext,
  ControlPanelConfig,
  ControlPanelSection,
} from '../../../viz/types';

/** The controls a section shows for this form data and dataset (effective configs, panel order). */
export function sectionControls(
  section: ControlPanelSection,
  panel: ControlPanelConfig,
  context: ControlContext,
): ControlConfig[] {
  return section.controlSetRows.flatMap((row) =>
    row.flatMap((item) => {
      const config = resolveControl(item, panel.controlOverrides);
      return config && isControlVisible(config, context) ? [effectiveControl(config, context)] : [];
    }),
  );
}

/** Whether any of the sections shows a control that has validation errors. */
export function sectionsHaveErrors(
  sections: readonly ControlPanelSection[],
  panel: ControlPanelConfig,
  context: ControlContext,
  errors: Record<string, string[]>,
): boolean {
  return sections.some((section) =>
    sectionControls(section, panel, context).some((config) => (errors[config.name]?.length ?? 0) > 0),
  );
}
