import type { QueryFormData } from '@loupe/core';
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../app/i18n';
import { ChartRenderer } from '../../ChartRenderer';
import { chartPropsOf, type CapturedAnswer } from './fixtures';

/**
 * Renders a chart through the registry and ChartRenderer, as Explore and dashboards do, and waits
 * for ECharts to draw its SVG; resolves with the rendered container.
 */
export async function renderThroughRegistry(
  vizType: string,
  formData: QueryFormData,
  answer: CapturedAnswer,
): Promise<HTMLElement> {
  const {
    formData: fd,
    queriesData,
    width,
    height,
    datasource,
  } = chartPropsOf(formData, answer, {
    width: 400,
    height: 300,
  });
  const { container } = render(
    <I18nextProvider i18n={createI18n()}>
      <ChartRenderer
        vizType={vizType}
        formData={fd}
        queriesData={queriesData}
        width={width}
        height={height}
        datasource={datasource}
        title="Chart"
      />
    </I18nextProvider>,
  );
  await waitFor(() => {
    if (!container.querySelector('[data-testid="echarts"] svg')) throw new Error('no chart yet');
  });
  return container;
}
