import { validateNonEmpty } from '@loupe/core';
import type { ControlConfig } from '../types';

/** A required single-column control with its own form-data key (source, target, id, parent...). */
export function columnControl(
  name: string,
  label: string,
  description: string,
  required = true,
): ControlConfig {
  return {
    name,
    type: 'ColumnControl',
    label,
    description,
    ...(required ? { validators: [validateNonEmpty] } : {}),
  };
}

/** A checkbox that only changes the drawing (Superset's renderTrigger). */
export function renderCheckbox(
  name: string,
  label: string,
  defaultValue: boolean,
  description?: string,
): ControlConfig {
  return {
    name,
    type: 'CheckboxControl',
    label,
    default: defaultValue,
    renderTrigger: true,
    ...(description ? { description } : {}),
  };
}

/** A select that only changes the drawing, with [value, label] choices. */
export function renderSelect(
  name: string,
  label: string,
  defaultValue: string,
  choices: readonly (readonly [string, string])[],
  description?: string,
): ControlConfig {
  return {
    name,
    type: 'SelectControl',
    label,
    default: defaultValue,
    clearable: false,
    renderTrigger: true,
    choices,
    ...(description ? { description } : {}),
  };
}

/** A number that only changes the drawing. */
export function renderNumber(
  name: string,
  label: string,
  defaultValue: number,
  range: { min?: number; max?: number; step?: number } = {},
  description?: string,
): ControlConfig {
  return {
    name,
    type: 'NumberControl',
    label,
    default: defaultValue,
    renderTrigger: true,
    ...range,
    ...(description ? { description } : {}),
  };
}

/** Superset's roam select: booleans for "off" and "both", text for the partial modes. */
export function roamControl(defaultValue: boolean): ControlConfig<boolean | string> {
  return {
    name: 'roam',
    type: 'SelectControl',
    label: 'Enable graph roaming',
    description: 'Whether to enable changing graph position and scaling.',
    default: defaultValue,
    clearable: false,
    renderTrigger: true,
    choices: [
      [false, 'Disabled'],
      ['scale', 'Scale only'],
      ['move', 'Move only'],
      [true, 'Scale and Move'],
    ],
  };
}
