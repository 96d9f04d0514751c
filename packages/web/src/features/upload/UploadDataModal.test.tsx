import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { UploadDataModal } from './UploadDataModal';
import { choose, chooseFile, formFields, openSection, uploadDialog } from './uploadTestkit';

const METADATA_PATH = '/api/v1/database/upload_metadata/';
const UPLOAD_PATH = '/api/v1/database/1/upload/';
// Several selects and a file pick in happy-dom take a few seconds on a busy machine.
const SLOW_MS = 20_000;
const BAD_ROW = "Error at row 7, column 'amount': Could not convert string \"abc\" to 'DOUBLE'";

function fill(label: string, value: string): void {
  fireEvent.change(within(uploadDialog()).getByLabelText(label), { target: { value } });
}

describe('UploadDataModal', () => {
  let server: FakeServer;
  const onClose = vi.fn();

  beforeEach(() => {
    onClose.mockReset();
    server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-up' } })
      .on('GET', '/api/v1/database/', {
        body: createMockListResponse([
          {
            id: 1,
            database_name: 'warehouse',
            backend: 'postgresql',
            extra: '{"schemas_allowed_for_file_upload":["uploads"]}',
          },
          { id: 2, database_name: 'scratch', backend: 'duckdb', extra: '{}' },
        ]),
      })
      .on('GET', '/api/v1/database/1/schemas/', {
        body: { result: ['public', 'uploads'], default_schema: null },
      })
      .on('POST', METADATA_PATH, {
        body: { result: { items: [{ sheet_name: null, column_names: ['day', 'amount', 'region'] }] } },
      })
      .on('POST', UPLOAD_PATH, { status: 201, body: { message: 'OK' } });
  });

  it(
    'lists only databases that allow uploads and only their upload schemas',
    async () => {
      renderWithProviders(<UploadDataModal type="csv" onClose={onClose} />);
      await choose('Database', 'warehouse');
      expect(server.requestsTo('GET', '/api/v1/database/')[0]?.q).toMatchObject({
        filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }],
      });
      await waitFor(() => expect(server.requestsTo('GET', '/api/v1/database/1/schemas/')).toHaveLength(1));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Schema' }));
      expect(await screen.findByTitle('uploads')).toBeTruthy();
      expect(screen.queryByTitle('public')).toBeNull();
    },
    SLOW_MS,
  );

  it(
    'reads the columns of the chosen file and uploads it with the chosen settings',
    async () => {
      renderWithProviders(<UploadDataModal type="csv" onClose={onClose} />);
      await chooseFile('sales.csv');
      await waitFor(() => expect(server.requestsTo('POST', METADATA_PATH)).toHaveLength(1));
      expect(await formFields(server.requestsTo('POST', METADATA_PATH)[0])).toEqual({
        type: 'csv',
        file: 'file:sales.csv',
        delimiter: ',',
        header_row: '0',
        skip_rows: '0',
      });
      await choose('Database', 'warehouse');
      await waitFor(() => expect(server.requestsTo('GET', '/api/v1/database/1/schemas/')).toHaveLength(1));
      await choose('Schema', 'uploads');
      fill('Table name', 'sales');
      await choose('If table already exists', 'Replace');
      openSection('File settings');
      await choose('Delimiter', 'Semicolon ( ; )');
      await waitFor(() => expect(server.requestsTo('POST', METADATA_PATH)).toHaveLength(2));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Day first' }));
      openSection('Columns');
      await choose('Columns to be parsed as dates', 'day');

      fireEvent.click(screen.getByTestId('upload-submit'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const request = server.requestsTo('POST', UPLOAD_PATH)[0];
      expect(request?.headers.get('X-CSRFToken')).toBe('csrf-up');
      expect(await formFields(request)).toEqual({
        type: 'csv',
        file: 'file:sales.csv',
        table_name: 'sales',
        schema: 'uploads',
        already_exists: 'replace',
        delimiter: ';',
        header_row: '0',
        skip_rows: '0',
        day_first: 'true',
        decimal_character: '.',
        column_dates: 'day',
        dataframe_index: 'false',
      });
      expect(await screen.findByText('Data imported')).toBeTruthy();
    },
    SLOW_MS,
  );

  it(
    'shows the server message and keeps the dialog open when the file is malformed',
    async () => {
      server.on('POST', '/api/v1/database/2/upload/', { status: 422, body: { message: BAD_ROW } });
      renderWithProviders(<UploadDataModal type="csv" onClose={onClose} />);
      await chooseFile('sales.csv');
      await choose('Database', 'scratch');
      fill('Table name', 'sales');
      fireEvent.click(screen.getByTestId('upload-submit'));
      expect((await screen.findByTestId('upload-error')).textContent).toContain(BAD_ROW);
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW_MS,
  );

  it(
    'asks for the file, the database and the table name before sending anything',
    async () => {
      renderWithProviders(<UploadDataModal type="csv" onClose={onClose} />);
      fireEvent.click(screen.getByTestId('upload-submit'));
      expect(await screen.findByText('Please select a file')).toBeTruthy();
      expect(await screen.findByText('Please select a database')).toBeTruthy();
      expect(await screen.findByText('Please enter a table name')).toBeTruthy();
      expect(server.requestsTo('POST', UPLOAD_PATH)).toHaveLength(0);
    },
    SLOW_MS,
  );

  it(
    'refuses column data types that are not a JSON object',
    async () => {
      renderWithProviders(<UploadDataModal type="csv" onClose={onClose} />);
      await chooseFile('sales.csv');
      await choose('Database', 'scratch');
      fill('Table name', 'sales');
      openSection('Columns');
      fill('Column data types', '{amount: int}');
      fireEvent.click(screen.getByTestId('upload-submit'));
      expect(await screen.findByText('Not a valid JSON object of column names and types.')).toBeTruthy();
      expect(server.requestsTo('POST', '/api/v1/database/2/upload/')).toHaveLength(0);
    },
    SLOW_MS,
  );

  it(
    'offers the sheets of a workbook and the columns of the chosen sheet',
    async () => {
      server.on('POST', METADATA_PATH, {
        body: {
          result: {
            items: [
              { sheet_name: 'Notes', column_names: ['text'] },
              { sheet_name: 'Sales', column_names: ['id', 'total'] },
            ],
          },
        },
      });
      renderWithProviders(<UploadDataModal type="excel" onClose={onClose} />);
      expect(screen.getByText('Excel upload')).toBeTruthy();
      await chooseFile('book.xlsx');
      openSection('File settings');
      await choose('Sheet name', 'Sales');
      openSection('Columns');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Columns to read' }));
      expect(await screen.findByTitle('total')).toBeTruthy();
      expect(screen.queryByTitle('text')).toBeNull();
    },
    SLOW_MS,
  );

  it('says why there are no columns when the file cannot be read', async () => {
    server.on('POST', METADATA_PATH, {
      status: 422,
      body: { message: 'Could not read the Parquet file: bad magic' },
    });
    renderWithProviders(<UploadDataModal type="columnar" onClose={onClose} />);
    await chooseFile('flights.parquet');
    openSection('Columns');
    expect(
      await screen.findByText(
        'Could not read the columns of the file: Could not read the Parquet file: bad magic',
      ),
    ).toBeTruthy();
  });
});
