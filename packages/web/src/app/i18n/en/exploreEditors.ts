/** English strings: Explore's popover editors (metrics, columns, ad-hoc filters, time range). */
export const EXPLORE_EDITORS_EN = {
  placeholder: '',
} as const;
