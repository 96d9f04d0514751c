import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { DatasetListPage } from '../datasets/DatasetListPage';
import { UploadFileMenu } from './UploadFileMenu';

describe('UploadFileMenu', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer().on('GET', '/api/v1/database/', { body: createMockListResponse([]) });
  });

  const asUser = (roles: Record<string, [string, string][]>): void => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ roles }) } });
  };

  it('opens the upload dialog of the chosen file type', async () => {
    asUser({ Alpha: [['can_upload', 'Database']] });
    renderWithProviders(<UploadFileMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Upload file to database/ }));
    fireEvent.click(await screen.findByText('Upload Columnar'));
    expect(await screen.findByText('Columnar upload')).toBeTruthy();
    expect(
      screen.getByText('Upload a Columnar file (Parquet, or a zip of Parquet files) to a database.'),
    ).toBeTruthy();
  });

  it('is not offered without can_upload on Database', async () => {
    asUser({ Gamma: [['can_read', 'Database']] });
    renderWithProviders(<UploadFileMenu />);
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/roles/')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Upload file to database/ })).toBeNull();
  });

  it('sits next to the add button on the datasets list', async () => {
    asUser({ Admin: [] });
    server
      .on('GET', '/api/v1/dataset/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/dataset/_info', { body: { permissions: ['can_read', 'can_write'] } });
    renderWithProviders(<DatasetListPage />);
    const upload = await screen.findByRole('button', { name: /Upload file to database/ });
    const add = await screen.findByTestId('list-add-button');
    expect(add.parentElement?.contains(upload)).toBe(true);
  });
});
