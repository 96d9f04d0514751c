import { useEffect, useState } from 'react';
import type { ChartComponentProps } from '../types';
import { layoutWords, type PlacedWord } from './layout';
import type { WordCloudProps } from './transformProps';

/** Superset's word cloud: d3-cloud places the words, drawn as SVG text around the centre. */
export default function WordCloudChart({ props, width, height, title }: ChartComponentProps<WordCloudProps>) {
  const [placed, setPlaced] = useState<PlacedWord[]>([]);
  const { words, rotation } = props;

  useEffect(() => {
    let current = true;
    void layoutWords(words, [width, height], rotation).then((result) => {
      if (current) setPlaced(result);
    });
    return () => {
      current = false;
    };
  }, [words, rotation, width, height]);

  return (
    <svg width={width} height={height} role="img" aria-label={title} data-testid="word-cloud">
      <g transform={`translate(${width / 2},${height / 2})`}>
        {placed.map((word, index) => (
          <text
            // Two rows may hold the same word; their order is stable for a layout.
            key={`${index}:${word.text}`}
            fontSize={`${word.size}px`}
            fontWeight="bold"
            fontFamily="Helvetica"
            fill={word.color}
            textAnchor="middle"
            transform={`translate(${word.x}, ${word.y}) rotate(${word.rotate})`}
          >
            {word.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
