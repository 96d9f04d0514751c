import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockMe } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { ScheduleQueryButton } from './ScheduleQueryButton';

const SOURCE = { databaseId: 1, schema: 'main', sql: 'SELECT 1' };

describe('ScheduleQueryButton', { timeout: 20_000 }, () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } })
      .on('POST', '/savedqueryviewapi/api/create', { body: { id: 9, result: {} } });
  });

  it('asks for the required fields before storing anything', async () => {
    renderWithProviders(<ScheduleQueryButton tabLabel="Delays" source={() => SOURCE} disabled={false} />);
    fireEvent.click(await screen.findByRole('button', { name: /Schedule/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Label') as HTMLInputElement).value).toBe('Delays');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(within(dialog).getAllByText('This is a required field')).toHaveLength(3));
    expect(server.requestsTo('POST', '/savedqueryviewapi/api/create')).toEqual([]);
  });

  it('is not offered to a user who may not write saved queries', async () => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ roles: { Gamma: [] } }) } });
    renderWithProviders(
      <>
        <span>editor</span>
        <ScheduleQueryButton tabLabel="Delays" source={() => SOURCE} disabled={false} />
      </>,
    );
    await screen.findByText('editor');
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/roles/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
  });
});
