/**
 * Superset's sequential (linear) colour schemes, by the ids form data stores in
 * `linear_color_scheme`: the colours a value range is spread over (heatmap, sunburst secondary metric).
 */
export interface SequentialScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = [
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', 'white', '#ffb400'] },
  { id: 'fire', label: 'fire', colors: ['white', 'yellow', 'red', 'black'] },
  { id: 'white_black', label: 'white/black', colors: ['white', 'black'] },
  { id: 'black_white', label: 'black/white', colors: ['black', 'white'] },
  {
    id: 'dark_blue',
    label: 'dark blues',
    colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  },
  { id: 'pink_grey', label: 'pink/grey', colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', label: 'greens', colors: ['#ffffcc', '#78c679', '#006837'] },
  { id: 'purples', label: 'purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', label: 'oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  {
    id: 'red_yellow_blue',
    label: 'red/yellow/blue',
    colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  },
  {
    id: 'brown_white_green',
    label: 'brown/white/green',
    colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  },
  {
    id: 'purple_white_green',
    label: 'purple/white/green',
    colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
  },
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: ['#ddd', '#1FA8C9', '#1C8BA6', '#196E84', '#165161', '#133440'],
  },
];

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

/** A scheme by id; an unknown or empty id falls back to the default so the chart still draws. */
export function sequentialSchemeById(id: unknown, fallback = DEFAULT_SEQUENTIAL_SCHEME): SequentialScheme {
  return (
    SEQUENTIAL_SCHEMES.find((scheme) => scheme.id === id) ??
    SEQUENTIAL_SCHEMES.find((scheme) => scheme.id === fallback) ??
    (SEQUENTIAL_SCHEMES[0] as SequentialScheme)
  );
}

/** Colour names the schemes use, as hex, so colours can be interpolated. */
const NAMED: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  yellow: '#ffff00',
  red: '#ff0000',
};

function rgbOf(color: string): [number, number, number] {
  const hex = (NAMED[color] ?? color).replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The scheme's colour at t in [0, 1], interpolated between its stops (d3's scaleLinear over the stops). */
export function sequentialColor(scheme: SequentialScheme, t: number): string {
  const stops = scheme.colors;
  const clamped = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  if (stops.length === 1) return stops[0] as string;
  const position = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(position));
  const local = position - i;
  const a = rgbOf(stops[i] as string);
  const b = rgbOf(stops[i + 1] as string);
  const mix = a.map((channel, k) => Math.round(channel + ((b[k] as number) - channel) * local));
  return `#${mix.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
