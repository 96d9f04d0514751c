/** English strings: annotation layers: list, editor, and their use in Explore. */
export const ANNOTATIONS_EN = {
  placeholder: '',
} as const;
