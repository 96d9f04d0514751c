/** The name the world's outlines are registered under in ECharts (kept apart so the query side needs no ECharts). */
export const WORLD_MAP_NAME = 'loupe_world_110m';
