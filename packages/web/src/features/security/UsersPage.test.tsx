import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse, createMockUser } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { UsersPage } from './UsersPage';

const LIST_PATH = '/api/v1/security/users/';

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function fill(label: string, value: string): void {
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
}

async function chooseRole(name: string): Promise<void> {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Roles' }));
  const options = await screen.findAllByTitle(name);
  fireEvent.click(options.at(-1)!);
}

describe('UsersPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, {
        body: createMockListResponse([createMockUser({ id: 7, username: 'bob', last_login: null })]),
      })
      .on('GET', '/api/v1/security/users/_info', { body: { permissions: ['can_read', 'can_write'] } })
      .on('GET', '/api/v1/security/users/related/roles', {
        body: {
          count: 2,
          result: [
            { value: 1, text: 'Admin', extra: {} },
            { value: 2, text: 'Gamma', extra: {} },
          ],
        },
      })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-1' } });
  });

  it('lists users with their columns', async () => {
    renderWithProviders(<UsersPage />);

    expect(await screen.findByText('bob')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'List Users' })).toBeTruthy();
    for (const title of ['First name', 'Last name', 'User name', 'Email', 'Active', 'Roles', 'Last login']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Never')).toBeTruthy();
  });

  it('adds a user with a role and a password', async () => {
    server.on('POST', LIST_PATH, { status: 201, body: { id: 8, result: createMockUser({ id: 8 }) } });
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /User/ }));
    expect(await screen.findByText('Add user')).toBeTruthy();

    fill('First name', 'Carol');
    fill('Last name', 'Jones');
    fill('User name', 'carol');
    fill('Email', 'carol@example.com');
    await chooseRole('Gamma');
    fill('Password', 's3cret-pass');
    fill('Confirm password', 's3cret-pass');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('POST', LIST_PATH)).toHaveLength(1));
    const [created] = server.requestsTo('POST', LIST_PATH);
    expect(created?.body).toEqual({
      first_name: 'Carol',
      last_name: 'Jones',
      username: 'carol',
      email: 'carol@example.com',
      active: true,
      roles: [2],
      password: 's3cret-pass',
    });
    expect(created?.headers.get('X-CSRFToken')).toBe('csrf-1');
    expect(await screen.findByText('Created: carol')).toBeTruthy();
  });

  it('requires a password when adding and refuses mismatched confirmation', async () => {
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /User/ }));
    await screen.findByText('Add user');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Password is required')).toBeTruthy();
    expect(within(dialog()).getByText('Please select at least one role')).toBeTruthy();
    expect(within(dialog()).queryByText('Roles is required')).toBeNull();

    fill('Password', 'one');
    fill('Confirm password', 'two');
    expect(await within(dialog()).findByText('The passwords do not match')).toBeTruthy();
    expect(server.requestsTo('POST', LIST_PATH)).toHaveLength(0);
  });

  it("puts the server's validation messages on the fields", async () => {
    server.on('POST', LIST_PATH, {
      status: 400,
      body: { message: { username: ['Username already exists'] } },
    });
    renderWithProviders(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /User/ }));
    await screen.findByText('Add user');

    fill('First name', 'Bob');
    fill('Last name', 'Again');
    fill('User name', 'bob');
    fill('Email', 'bob@example.com');
    await chooseRole('Admin');
    fill('Password', 'pw');
    fill('Confirm password', 'pw');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText('Username already exists')).toBeTruthy();
  });

  it('edits a user without resending the password when it is left empty', async () => {
    server
      .on('GET', '/api/v1/security/users/7', {
        body: {
          id: 7,
          result: createMockUser({ id: 7, username: 'bob', roles: [{ id: 2, name: 'Gamma' }] }),
        },
      })
      .on('PUT', '/api/v1/security/users/7', { body: { id: 7, result: createMockUser({ id: 7 }) } });
    renderWithProviders(<UsersPage />);
    await screen.findByText('bob');

    fireEvent.click(within(screen.getByText('bob').closest('tr')!).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('User name') as HTMLInputElement).value).toBe('bob'),
    );
    fill('Last name', 'Builder');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/api/v1/security/users/7')).toHaveLength(1));
    const [updated] = server.requestsTo('PUT', '/api/v1/security/users/7');
    expect(updated?.body).toEqual({
      first_name: 'First7',
      last_name: 'Builder',
      username: 'bob',
      email: 'user7@example.com',
      active: true,
      roles: [2],
    });
  });
});
