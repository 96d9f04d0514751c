import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '@loupe/core';

/** Below this width a dashboard stacks its components full width (a phone). */
export const STACKED_BELOW_PX = 768;

/** The width of one of the grid's 12 columns for a grid `gridWidth` pixels wide. */
export function columnWidthPx(gridWidth: number): number {
  return Math.max(0, (gridWidth - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT);
}

/** A component `width` columns wide spans those columns and the gutters between them (Superset's rule). */
export function widthPx(width: number, gridWidth: number): number {
  const columns = Math.max(1, Math.min(GRID_COLUMN_COUNT, width));
  return columns * columnWidthPx(gridWidth) + (columns - 1) * GRID_GUTTER_SIZE;
}

/** A chart or markdown `height` grid units tall (8 px each). */
export function heightPx(height: number): number {
  return height * GRID_BASE_UNIT;
}
