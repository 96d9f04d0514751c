import type { QueryContext, QueryFormData } from '@loupe/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { useChartAnnotations } from './useChartAnnotations';

const DATA_PATH = '/api/v1/chart/data';
const CSRF = ['GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } }] as const;

const queryContext: QueryContext = {
  datasource: { id: 1, type: 'table' },
  force: false,
  result_format: 'json',
  result_type: 'full',
  form_data: { datasource: '1__table', viz_type: 'echarts_timeseries_line' },
  queries: [{ time_range: 'Last year', columns: ['date'], metrics: ['count'], row_limit: 1000 }],
};

const layer = (name: string, value: number) => ({
  name,
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value,
  show: true,
});

function Probe({ formData, timeoutMs }: { formData: QueryFormData; timeoutMs?: number }) {
  const { annotations, status } = useChartAnnotations(formData, queryContext, timeoutMs);
  return (
    <pre data-testid="probe">
      {JSON.stringify({
        data: annotations?.data ?? {},
        formulas: Object.fromEntries(
          Object.entries(annotations?.formulas ?? {}).map(([name, formula]) => [name, formula(2)]),
        ),
        status,
      })}
    </pre>
  );
}

const probe = () =>
  JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as Record<string, Record<string, unknown>>;

describe('useChartAnnotations', () => {
  it('asks for each data layer on its own, draws what answers and marks what fails', async () => {
    const server = installFakeServer()
      .on(...CSRF)
      .on('POST', DATA_PATH, (request) => {
        const body = request.body as QueryContext;
        const [asked] = body.queries[0]?.annotation_layers ?? [];
        if (asked?.name === 'Broken')
          return { status: 400, body: { message: 'The annotation layer does not exist' } };
        return { body: { result: [{ annotation_data: { Releases: { records: [{ start_dttm: 1 }] } } }] } };
      });
    renderWithProviders(
      <Probe
        formData={{
          datasource: '1__table',
          viz_type: 'echarts_timeseries_line',
          annotation_layers: [
            layer('Releases', 1),
            layer('Broken', 99),
            { ...layer('Hidden', 2), show: false },
            { name: 'Goal', annotationType: 'FORMULA', value: 'y = 3x', show: true },
            { name: 'Bad', annotationType: 'FORMULA', value: 'x +', show: true },
          ],
        }}
      />,
    );
    await waitFor(() => expect(probe().status).toMatchObject({ Releases: { loading: false, error: null } }));
    await waitFor(() =>
      expect(probe().status).toMatchObject({
        Broken: { loading: false, error: 'The annotation layer does not exist' },
        Bad: { loading: false, error: 'Bad formula' },
      }),
    );
    expect(probe().data).toEqual({ Releases: { records: [{ start_dttm: 1 }] } });
    await waitFor(() => expect(probe().formulas).toEqual({ Goal: 6 }));
    // One request per shown data layer, each with the chart's time range and that layer alone.
    const asked = server
      .requestsTo('POST', DATA_PATH)
      .map((request) => (request.body as QueryContext).queries[0]);
    expect(asked.map((query) => query?.annotation_layers?.map(({ name }) => name))).toEqual([
      ['Releases'],
      ['Broken'],
    ]);
    expect(asked.every((query) => query?.time_range === 'Last year' && query.row_limit === 1)).toBe(true);
  });

  it("says 'Query timeout' for a layer that does not answer in time", async () => {
    installFakeServer()
      .on(...CSRF)
      .on('POST', DATA_PATH, () => new Promise(() => undefined));
    renderWithProviders(
      <Probe
        formData={{
          datasource: '1__table',
          viz_type: 'echarts_timeseries_line',
          annotation_layers: [layer('Slow', 1)],
        }}
        timeoutMs={50}
      />,
    );
    await waitFor(() => expect(probe().status).toEqual({ Slow: { loading: false, error: 'Query timeout' } }));
  });
});
