/**
 * Superset's categorical colour schemes (the ones its colour scheme control lists first), by the
 * ids form data stores in `color_scheme`. Colours are Superset's, so a chart keeps its look.
 */
export interface CategoricalScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const CATEGORICAL_SCHEMES: readonly CategoricalScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
      '#988b4e',
    ],
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  {
    id: 'echarts4Colors',
    label: 'ECharts v4.x Colors',
    colors: [
      '#c23531',
      '#2f4554',
      '#61a0a8',
      '#d48265',
      '#91c7ae',
      '#749f83',
      '#ca8622',
      '#bda29a',
      '#6e7074',
      '#546570',
      '#c4ccd3',
    ],
  },
  {
    id: 'echarts5Colors',
    label: 'ECharts v5.x Colors',
    colors: [
      '#5470C6',
      '#91CC75',
      '#FAC858',
      '#EE6666',
      '#73C0DE',
      '#3BA272',
      '#FC8452',
      '#9A60B4',
      '#EA7CCC',
    ],
  },
  {
    id: 'presetColors',
    label: 'Preset Colors',
    colors: [
      '#6BD3B3',
      '#FCC550',
      '#408184',
      '#66CBE2',
      '#EE5A52',
      '#A1A6BD',
      '#F3AA7F',
      '#7A7987',
      '#7E8DA6',
      '#F9E3C5',
    ],
  },
];

export const DEFAULT_SCHEME = 'supersetColors';

export function schemeById(id: unknown): CategoricalScheme {
  return CATEGORICAL_SCHEMES.find((scheme) => scheme.id === id) ?? CATEGORICAL_SCHEMES[0]!;
}
