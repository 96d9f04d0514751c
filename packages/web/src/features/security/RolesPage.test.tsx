import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse, createMockRole } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { RolesPage } from './RolesPage';

const LIST_PATH = '/api/v1/security/roles/';
const PERMISSIONS_PATH = '/api/v1/security/permissions-resources/';

describe('RolesPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    const permissions = [
      { id: 11, permission_name: 'can_read', view_menu_name: 'Dashboard' },
      { id: 12, permission_name: 'can_read', view_menu_name: 'Chart' },
    ];
    server = installFakeServer()
      .on('GET', LIST_PATH, {
        body: createMockListResponse([createMockRole({ id: 3, name: 'Viewer', permissions })]),
      })
      .on('GET', '/api/v1/security/roles/_info', { body: { permissions: ['can_read', 'can_write'] } })
      .on('GET', '/api/v1/security/roles/3', {
        body: { id: 3, result: createMockRole({ id: 3, name: 'Viewer', permissions }) },
      })
      .on('GET', PERMISSIONS_PATH, {
        body: createMockListResponse([
          { id: 11, permission: { name: 'can_read' }, view_menu: { name: 'Dashboard' } },
          { id: 12, permission: { name: 'can_read' }, view_menu: { name: 'Chart' } },
          { id: 13, permission: { name: 'can_write' }, view_menu: { name: 'Chart' } },
        ]),
      })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-1' } })
      .on('PUT', '/api/v1/security/roles/3', {
        body: { id: 3, result: createMockRole({ id: 3, name: 'Viewer', permissions }) },
      });
  });

  it('lists roles with their permission count', async () => {
    renderWithProviders(<RolesPage />);

    expect(await screen.findByText('Viewer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'List Roles' })).toBeTruthy();
    const row = screen.getByText('Viewer').closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
  });

  it('edits the permissions of a role, labelled "<permission> on <view>"', async () => {
    renderWithProviders(<RolesPage />);
    await screen.findByText('Viewer');

    fireEvent.click(within(screen.getByText('Viewer').closest('tr')!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // Save stays disabled until the role is loaded into the form.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    expect(server.requestsTo('GET', PERMISSIONS_PATH)[0]?.q).toEqual({ page_size: -1 });

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Permissions' }));
    expect((await screen.findAllByTitle('can_read on Dashboard')).length).toBeGreaterThan(0);
    fireEvent.click((await screen.findAllByTitle('can_write on Chart')).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/api/v1/security/roles/3')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/api/v1/security/roles/3')[0]?.body).toEqual({
      name: 'Viewer',
      permissions: [11, 12, 13],
    });
    expect(await screen.findByText('Saved: Viewer')).toBeTruthy();
  });
});
