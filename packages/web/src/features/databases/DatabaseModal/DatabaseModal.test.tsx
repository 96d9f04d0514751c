import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockDatabase, createMockEngines } from '../../../testing/dataFactories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { DatabaseModal } from './DatabaseModal';

const CREATE_PATH = '/api/v1/database/';
const TEST_PATH = '/api/v1/database/test_connection/';
const VALIDATE_PATH = '/api/v1/database/validate_parameters/';

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function fill(label: string, value: string): void {
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
}

async function chooseEngine(name: string): Promise<void> {
  fireEvent.click(await within(dialog()).findByRole('button', { name: new RegExp(name) }));
  await within(dialog()).findByTestId('connection-step');
}

function lastBody(server: FakeServer, method: string, path: string): Record<string, unknown> {
  return server.requestsTo(method, path).at(-1)?.body as Record<string, unknown>;
}

describe('DatabaseModal', () => {
  let server: FakeServer;
  const onClose = vi.fn();

  beforeEach(() => {
    onClose.mockReset();
    server = installFakeServer()
      .on('GET', '/api/v1/database/available/', { body: { databases: createMockEngines() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-db' } });
  });

  it('offers the preferred engines as tiles and the others in a select', async () => {
    renderWithProviders(<DatabaseModal onClose={onClose} />);

    expect(await within(dialog()).findByRole('button', { name: /PostgreSQL/ })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: /DuckDB/ })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /SQLite/ })).toBeNull();

    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Choose a database...' }));
    fireEvent.click(await screen.findByTitle('SQLite'));

    expect(await within(dialog()).findByText('Enter primary credentials')).toBeTruthy();
    const uri = within(dialog()).getByLabelText('SQLAlchemy URI');
    expect(uri.getAttribute('placeholder')).toBe('sqlite:///path/to/file.db');
  });

  it('tests a URI connection and says so when it works', async () => {
    server.on('POST', TEST_PATH, { body: { message: 'OK' } });
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('DuckDB');

    fill('Display name', 'scratch');
    fill('SQLAlchemy URI', 'duckdb:///:memory:');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Test connection' }));

    expect(await screen.findByText('Connection looks good!')).toBeTruthy();
    const body = lastBody(server, 'POST', TEST_PATH);
    expect(body).toMatchObject({
      database_name: 'scratch',
      sqlalchemy_uri: 'duckdb:///:memory:',
      impersonate_user: false,
    });
    expect(JSON.parse(body.extra as string)).toMatchObject({ allows_virtual_table_explore: true });
    expect(server.requestsTo('POST', TEST_PATH)[0]?.headers.get('X-CSRFToken')).toBe('csrf-db');
  });

  it('shows the engine error when the test fails', async () => {
    server.on('POST', TEST_PATH, {
      status: 422,
      body: {
        errors: [
          {
            message: 'Could not load database driver: nosuchdb',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    });
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('DuckDB');
    fill('SQLAlchemy URI', 'nosuchdb://x');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Test connection' }));

    expect(await screen.findByText('ERROR: Could not load database driver: nosuchdb')).toBeTruthy();
  });

  it('connects by URI with the Advanced options in the body', async () => {
    server.on('POST', CREATE_PATH, { status: 201, body: { id: 5, result: createMockDatabase({ id: 5 }) } });
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('DuckDB');
    fill('Display name', 'scratch');
    fill('SQLAlchemy URI', 'duckdb:///:memory:');
    fireEvent.click(within(dialog()).getByRole('tab', { name: 'Advanced' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: /SQL Lab/ }));
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Allow DML' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = lastBody(server, 'POST', CREATE_PATH);
    expect(body).toMatchObject({
      database_name: 'scratch',
      sqlalchemy_uri: 'duckdb:///:memory:',
      configuration_method: 'sqlalchemy_form',
      expose_in_sqllab: true,
      allow_dml: true,
      allow_ctas: false,
      allow_file_upload: false,
      force_ctas_schema: null,
      cache_timeout: null,
    });
    expect(JSON.parse(body.extra as string)).toEqual({
      metadata_params: {},
      engine_params: {},
      metadata_cache_timeout: {},
      schemas_allowed_for_file_upload: [],
      cost_estimate_enabled: false,
      disable_data_preview: false,
      allows_virtual_table_explore: true,
    });
    expect(await screen.findByText('Database connected')).toBeTruthy();
  });

  it('marks the fields validate_parameters reports missing, and does not save', async () => {
    server.on('POST', VALIDATE_PATH, {
      status: 422,
      body: {
        errors: [
          {
            message: 'This is a required field',
            error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
            level: 'warning',
            extra: { invalid: ['host', 'port'] },
          },
        ],
      },
    });
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('PostgreSQL');
    expect(within(dialog()).getByText('Enter the required PostgreSQL credentials')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(within(dialog()).getAllByText('This is a required field')).toHaveLength(2));
    const hostItem = within(dialog()).getByLabelText('Host').closest('.ant-form-item')!;
    expect(within(hostItem as HTMLElement).getByText('This is a required field')).toBeTruthy();
    expect(lastBody(server, 'POST', VALIDATE_PATH)).toMatchObject({
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      database_name: 'PostgreSQL',
    });
    expect(server.requestsTo('POST', CREATE_PATH)).toHaveLength(0);
  });

  it('saves a dynamic-form connection with its parameters', async () => {
    server
      .on('POST', VALIDATE_PATH, { body: { message: 'OK' } })
      .on('POST', CREATE_PATH, { status: 201, body: { id: 6, result: createMockDatabase({ id: 6 }) } });
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('PostgreSQL');
    fill('Host', 'db.internal');
    fireEvent.change(within(dialog()).getByLabelText('Port'), { target: { value: '5432' } });
    fill('Database name', 'sales');
    fill('Username', 'analyst');
    fill('Password', 's3cret');
    fill('Additional parameters', 'sslmode=require&application_name=loupe');
    fill('Display name', 'Sales');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(server.requestsTo('POST', CREATE_PATH)).toHaveLength(1));
    expect(lastBody(server, 'POST', CREATE_PATH)).toMatchObject({
      database_name: 'Sales',
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      driver: 'psycopg2',
      parameters: {
        host: 'db.internal',
        port: 5432,
        database: 'sales',
        username: 'analyst',
        password: 's3cret',
        query: { sslmode: 'require', application_name: 'loupe' },
        encryption: false,
      },
      expose_in_sqllab: true,
    });
  });

  it('switches from the dynamic form to the URI form and back', async () => {
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('PostgreSQL');
    fireEvent.click(
      within(dialog()).getByRole('button', {
        name: 'Connect this database with a SQLAlchemy URI string instead',
      }),
    );
    expect(within(dialog()).getByLabelText('SQLAlchemy URI')).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Host')).toBeNull();
    fireEvent.click(
      within(dialog()).getByRole('button', { name: 'Connect this database using the dynamic form instead' }),
    );
    expect(within(dialog()).getByLabelText('Host')).toBeTruthy();
  });

  it('edits a database: loads it with the masked password and sends the mask back', async () => {
    const database = createMockDatabase({
      id: 3,
      database_name: 'warehouse',
      sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales',
      backend: 'postgresql',
      engine: 'postgresql',
      allow_dml: true,
      extra: JSON.stringify({ engine_params: { pool_size: 5 }, custom_key: 'kept' }),
    });
    server
      .on('GET', '/api/v1/database/3', { body: { id: 3, result: database } })
      .on('PUT', '/api/v1/database/3', { body: { id: 3, result: database } });
    renderWithProviders(<DatabaseModal databaseId={3} onClose={onClose} />);

    expect(await within(dialog()).findByText('Edit database')).toBeTruthy();
    const uri = (await within(dialog()).findByLabelText('SQLAlchemy URI')) as HTMLInputElement;
    expect(uri.value).toBe('postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales');
    fill('Display name', 'warehouse2');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = lastBody(server, 'PUT', '/api/v1/database/3');
    expect(body).toMatchObject({
      database_name: 'warehouse2',
      sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales',
      allow_dml: true,
    });
    expect(JSON.parse(body.extra as string)).toMatchObject({
      engine_params: { pool_size: 5 },
      custom_key: 'kept',
    });
    expect(await screen.findByText('Database settings updated')).toBeTruthy();
  });

  it('refuses engine params that are not a JSON object', async () => {
    renderWithProviders(<DatabaseModal onClose={onClose} />);
    await chooseEngine('DuckDB');
    fill('Display name', 'scratch');
    fill('SQLAlchemy URI', 'duckdb:///:memory:');
    fill('Engine parameters', '{not json');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));

    expect(await within(dialog()).findByText('Enter a valid JSON object')).toBeTruthy();
    expect(server.requestsTo('POST', CREATE_PATH)).toHaveLength(0);
  });
});
