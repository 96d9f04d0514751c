import { colorScaleOf } from '../distribution/colors';
import { numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { cellText, choiceOf, columnLabelOf, metricLabelOf } from '../flow/formData';
import type { ChartProps } from '../types';

export type Rotation = 'flat' | 'random' | 'square';

/** A word to place: its text, font size (px) and colour. */
export interface CloudWord {
  text: string;
  size: number;
  color: string;
}

export interface WordCloudProps {
  words: CloudWord[];
  rotation: Rotation;
}

/** Superset's word cloud: each row's word sized linearly between size_from and size_to by its metric. */
export default function transformProps({ formData, queriesData }: ChartProps): WordCloudProps {
  const series = columnLabelOf(formData.series);
  const metric = metricLabelOf(formData.metric);
  const sizeFrom = toNumber(formData.size_from, 10);
  const sizeTo = toNumber(formData.size_to, 70);
  const colorScale = colorScaleOf(formData);
  const rows = rowsOf(queriesData[0]).map((row) => ({
    text: cellText(row[series]),
    value: numberOrNull(row[metric]) ?? 0,
  }));
  const values = rows.map((row) => row.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  // A linear scale over an empty domain (every value equal) gives the middle of the range.
  const sizeOf = (value: number) =>
    max === min ? (sizeFrom + sizeTo) / 2 : sizeFrom + ((value - min) / (max - min)) * (sizeTo - sizeFrom);
  return {
    words: rows.map(({ text, value }) => ({ text, size: sizeOf(value), color: colorScale.getColor(text) })),
    rotation: choiceOf(formData.rotation, ['flat', 'random', 'square'], 'square'),
  };
}
