import type { ControlConfig, ControlContext } from '../../../viz/types';

/** What the panel gives every control editor. */
export interface ControlEditorProps<V = unknown> {
  /** The id of the control's input: its label points at it. */
  id: string;
  /** The effective config (shared control with overrides, after mapStateToProps). */
  config: ControlConfig;
  value: V | undefined;
  onChange: (value: V) => void;
  context: ControlContext;
  disabled?: boolean;
}

/** Keeps the control's label readable where an input cannot be tied to a <label for>. */
export function labelId(id: string): string {
  return `${id}-label`;
}
