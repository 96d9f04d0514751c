import type { MapSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { numberOrNull, rowsOf } from '../distribution/rows';
import { sequentialSchemeById } from '../distribution/sequentialSchemes';
import { getValueFormatter } from '../distribution/valueFormatter';
import { rgbHexOf } from '../flow/colors';
import { choiceOf, columnLabelOf, flagOf, metricLabelOf } from '../flow/formData';
import type { ChartProps } from '../types';
import { COUNTRY_FIELD_TYPES, findCountry } from './countries';
import { WORLD_MAP_NAME } from './mapName';

/** One country's values: `m1` colours it, `m2` sizes its bubble (Superset's legacy payload keys). */
export interface CountryDatum {
  /** ISO alpha-3 code: the map region's name. */
  name: string;
  countryName: string;
  m1: number | null;
  m2: number | null;
}

/** A bubble before the map is loaded: its country, drawn size and the values its tooltip shows. */
export interface BubbleDatum extends CountryDatum {
  symbolSize: number;
}

export interface WorldMapProps {
  /** Tooltip, visual map and geo; `worldMapOption` adds the series once the outlines are loaded. */
  echartOptions: EChartsCoreOption;
  /** The countries with data, coloured through the geo component they share with the bubbles. */
  mapSeries: MapSeriesOption;
  /** Bubbles to place on their countries' centres (empty when `show_bubbles` is off). */
  bubbles: BubbleDatum[];
  bubbleColor: string;
}

const NO_DATA_FILL = '#f0f0f0';
const BORDER = '#bbbbbb';
const DEFAULT_BUBBLE_COLOR = { r: 0, g: 122, b: 135 };

/** What the tooltip formatter reads from a hovered region or bubble. */
function isCountryDatum(value: unknown): value is CountryDatum {
  return typeof value === 'object' && value !== null && 'countryName' in value;
}

/**
 * Superset's World Map: each row's entity resolved to a country by `country_fieldtype`, coloured by
 * the metric on the linear scheme (or by country on the categorical scheme when `color_by` is
 * 'country'), with optional bubbles sized by the square root of the secondary metric up to
 * `max_bubble_size`. Rows naming no known country are left out, as Superset draws them nowhere;
 * a country named twice keeps its first row.
 */
export default function transformProps({ formData, queriesData }: ChartProps): WorldMapProps {
  const entity = columnLabelOf(formData.entity);
  const metric = metricLabelOf(formData.metric);
  const secondary = metricLabelOf(formData.secondary_metric) || metric;
  const fieldType = choiceOf(formData.country_fieldtype, COUNTRY_FIELD_TYPES, 'cca2');
  const colorByCountry = formData.color_by === 'country';
  const showBubbles = flagOf(formData.show_bubbles, false);
  const maxBubbleSize = Number.parseInt(String(formData.max_bubble_size ?? '25'), 10) || 25;
  const format = getValueFormatter(formData.y_axis_format, formData.currency_format);

  const countries = new Map<string, CountryDatum>();
  for (const row of rowsOf(queriesData[0])) {
    const country = findCountry(fieldType, row[entity]);
    if (!country || countries.has(country.cca3)) continue;
    countries.set(country.cca3, {
      name: country.cca3,
      countryName: country.name,
      m1: numberOrNull(row[metric]),
      m2: numberOrNull(row[secondary]),
    });
  }
  const data = [...countries.values()];

  const colorScale = colorScaleOf(formData);
  const values = data.map((datum) => datum.m1).filter((value): value is number => value !== null);
  const [min, max] = values.length > 0 ? [Math.min(...values), Math.max(...values)] : [0, 0];
  const visualMap = colorByCountry
    ? []
    : [
        {
          type: 'continuous',
          seriesIndex: 0,
          min,
          max,
          show: false,
          inRange: { color: [...sequentialSchemeById(formData.linear_color_scheme).colors] },
        },
      ];

  const largestM2 = Math.max(0, ...data.map((datum) => datum.m2 ?? 0));
  const bubbles: BubbleDatum[] = showBubbles
    ? data
        .filter((datum) => datum.m2 !== null && datum.m2 > 0)
        .map((datum) => ({
          ...datum,
          // Superset's radius = sqrt scale [0, max m2] → [0, max_bubble_size]; ECharts sizes by diameter.
          symbolSize: largestM2 > 0 ? 2 * Math.sqrt((datum.m2 ?? 0) / largestM2) * maxBubbleSize : 0,
        }))
    : [];

  const secondaryShown = showBubbles && secondary !== metric;
  const tooltipFormatter = (params: unknown): string => {
    const datum = dataOf(params);
    if (!isCountryDatum(datum)) return '';
    const lines = [escapeHtml(datum.countryName), `${escapeHtml(metric)}: ${format(datum.m1)}`];
    if (secondaryShown) lines.push(`${escapeHtml(secondary)}: ${format(datum.m2)}`);
    return lines.join('<br/>');
  };

  return {
    // '-' is ECharts' missing value: the country keeps the no-data fill.
    mapSeries: {
      type: 'map',
      geoIndex: 0,
      data: data.map((datum) => ({ ...datum, value: datum.m1 ?? '-' })),
    },
    bubbles,
    bubbleColor: rgbHexOf(formData.color_picker, DEFAULT_BUBBLE_COLOR),
    echartOptions: {
      tooltip: { trigger: 'item', formatter: tooltipFormatter },
      visualMap,
      geo: {
        map: WORLD_MAP_NAME,
        roam: true,
        itemStyle: { areaColor: NO_DATA_FILL, borderColor: BORDER, borderWidth: 0.5 },
        emphasis: { label: { show: false } },
        ...(colorByCountry
          ? {
              regions: data.map((datum) => ({
                name: datum.name,
                itemStyle: { areaColor: colorScale.getColor(datum.name) },
              })),
            }
          : {}),
      },
    },
  };
}

function dataOf(params: unknown): unknown {
  return typeof params === 'object' && params !== null && 'data' in params ? params.data : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
