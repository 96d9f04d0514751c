/** English strings: the Charts list and the chart add page. */
export const CHARTS_EN = {
  placeholder: '',
} as const;
