import type { ControlEditorProps } from '../../controlProps';
import { BoundsEditor } from './BoundsEditor';
import { TIME_BOUNDS_CONTROLS } from './boundsValue';
import { TimeBoundsEditor } from './TimeBoundsEditor';

/**
 * The plugins' CollectionControl holds Superset's bounds pairs (y_axis_bounds, xAxisBounds,
 * value_bounds...: numbers) and gantt's x_axis_time_bounds (times of day). The control config has no
 * field telling them apart, so the editor goes by the control's name.
 */
export function CollectionControl(props: ControlEditorProps) {
  return TIME_BOUNDS_CONTROLS.has(props.config.name) ? (
    <TimeBoundsEditor {...props} />
  ) : (
    <BoundsEditor {...props} />
  );
}
