/** English strings: the Explore page (chart builder), its controls, editors and dialogs. */
export const EXPLORE_EN = {
  placeholder: '',
} as const;
