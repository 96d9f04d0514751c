/** English strings: chart rendering shared by every viz plugin. */
export const VIZ_EN = {
  loading: 'Loading chart',
  unsupported: 'This visualization type is not supported.',
} as const;
