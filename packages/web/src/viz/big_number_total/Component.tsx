import type { ChartComponentProps } from '../types';
import { BigNumberView } from './BigNumberView';
import type { BigNumberTotalProps } from './transformProps';

export default function BigNumberTotalChart({
  props,
  width,
  height,
  title,
}: ChartComponentProps<BigNumberTotalProps>) {
  return <BigNumberView {...props} width={width} height={height} title={title} />;
}
