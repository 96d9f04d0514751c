import { createMockDataset, createMockDatasourceData } from '../../../testing/dataFactories';
import { createMockExecuteResponse } from '../../../testing/sqllabFactories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { me } from '../../../testing/wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse, createMockMe } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { ResultsPane } from '../components/ResultsPane';

const RESULT = createMockExecuteResponse({
  query_id: 5,
  status: 'success',
  columns: [
    { column_name: 'carrier', name: 'carrier', type: 'TEXT', type_generic: 1, is_dttm: false },
    { column_name: 'day', name: 'day', type: 'DATE', type_generic: 2, is_dttm: true },
  ],
  data: [{ carrier: 'AA', day: '2024-01-01' }],
  query: { id: 'c1', queryId: 5, state: 'success', rows: 1, limit: 1000 },
});

/** `POST /api/v1/dataset/`'s 201: the new virtual dataset's show answer and datasource JSON. */
const CREATED_ID = 12;

function createdDataset() {
  const result = createMockDataset({
    id: CREATED_ID,
    table_name: 'Flights',
    kind: 'virtual',
    sql: SOURCE.sql,
  });
  return { id: CREATED_ID, result, data: createMockDatasourceData(result) };
}

const SOURCE = {
  databaseId: 1,
  schema: 'main',
  sql: 'SELECT carrier, day FROM flights',
  defaultName: 'Flights',
};

function renderPane() {
  return renderWithProviders(
    <ResultsPane state={{ status: 'success', clientId: 'c1', result: RESULT }} datasetSource={SOURCE} />,
  );
}

describe('Save or Overwrite Dataset', () => {
  let server: FakeServer;
  const open = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('open', open);
    open.mockReset();
    server = installFakeServer()
      .on('GET', '/api/v1/me/roles/', {
        body: { result: createMockMe({ roles: { Alpha: [['can_write', 'Dataset']] } }) },
      })
      .on('GET', '/api/v1/me/', { body: { result: me(7, 'ana') } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } })
      .on('POST', '/api/v1/dataset/', { status: 201, body: createdDataset() })
      .on('PUT', '/api/v1/dataset/3', {
        body: { id: 3, result: createMockDataset({ id: 3, table_name: 'flights_v' }) },
      })
      .on('GET', '/api/v1/dataset/', {
        body: createMockListResponse([{ id: 3, table_name: 'flights_v' }]),
      });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the run as a new virtual dataset and links to it in Explore, opening no window', async () => {
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: /Save dataset/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText<HTMLInputElement>('Dataset name');
    expect(name.value).toBe('Flights');
    fireEvent.change(name, { target: { value: 'carriers by day' } });
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/dataset/')[0]?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'carriers by day',
      sql: 'SELECT carrier, day FROM flights',
      owners: [7],
    });
    // Save dataset stays in SQL Lab: no window opens; the message links to the new dataset in Explore.
    expect(open).not.toHaveBeenCalled();
    const saved = await screen.findByTestId('dataset-saved');
    expect(within(saved).getByRole('link', { name: 'Open in Explore' }).getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${CREATED_ID}`,
    );
  });

  it('overwrites an owned dataset after the confirmation step, with Back in between', async () => {
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: /Save dataset/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Overwrite existing'));
    expect(within(dialog).getByRole('button', { name: 'Overwrite' }).hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Existing dataset' }));
    fireEvent.click(await screen.findByTitle('flights_v'));
    expect(server.requestsTo('GET', '/api/v1/dataset/')[0]?.q).toMatchObject({
      filters: [
        { col: 'table_name', opr: 'ct', value: '' },
        { col: 'owners', opr: 'rel_m_m', value: 7 },
      ],
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await within(dialog).findByText('Are you sure you want to overwrite this dataset?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).queryByText('Are you sure you want to overwrite this dataset?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    const put = server.requestsTo('PUT', '/api/v1/dataset/3')[0];
    expect(put?.url.searchParams.get('override_columns')).toBe('true');
    expect(put?.body).toEqual({
      sql: 'SELECT carrier, day FROM flights',
      columns: [
        { column_name: 'carrier', type: 'TEXT', is_dttm: false },
        { column_name: 'day', type: 'DATE', is_dttm: true },
      ],
      owners: [7],
      database_id: 1,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('Explore saves the dataset, then opens it in Explore in the same window', async () => {
    const { router } = renderPane();
    fireEvent.click(await screen.findByRole('button', { name: /Explore/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Explore' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe(`?datasource_type=table&datasource_id=${CREATED_ID}`);
    expect(server.requestsTo('POST', '/api/v1/dataset/')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the dataset cannot be saved', async () => {
    server.on('POST', '/api/v1/dataset/', {
      status: 422,
      body: { message: { table_name: ['Dataset exists'] } },
    });
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: /Save dataset/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Dataset exists/)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
