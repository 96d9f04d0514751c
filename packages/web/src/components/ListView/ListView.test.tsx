import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../api/users';
import { createMockListResponse, createMockUser } from '../../testing/factories';
import { installFakeServer, type FakeResponse, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { ListView } from './ListView';
import type { ListColumn, ListFilterDef } from './types';

const LIST_PATH = '/api/v1/security/users/';
const COLUMNS: ListColumn<User>[] = [
  { key: 'username', title: 'User name', sortable: true },
  { key: 'email', title: 'Email', sortable: true },
  { key: 'roles', title: 'Roles', render: (user) => user.roles.map((r) => r.name).join(', ') },
];
const FILTERS: ListFilterDef[] = [
  { kind: 'search', id: 'username', column: 'username', label: 'User name' },
  { kind: 'related', id: 'roles', column: 'roles', label: 'Roles', operator: 'rel_m_m' },
];

const USERS = Array.from({ length: 25 }, (_, i) => createMockUser({ id: i + 1, username: `user${i + 1}` }));

function renderUsersList(): void {
  renderWithProviders(
    <ListView<User>
      resource="security/users"
      resourceLabel="user"
      resourceLabelPlural="users"
      title="List Users"
      columns={COLUMNS}
      filters={FILTERS}
      initialSort={{ column: 'username', direction: 'asc' }}
      getItemName={(user) => user.username}
      addLabel="User"
      onAdd={() => undefined}
    />,
  );
}

function lastListQuery(server: FakeServer): unknown {
  return server.requestsTo('GET', LIST_PATH).at(-1)?.q;
}

function popconfirm(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.ant-popconfirm');
  if (!element) throw new Error('no confirmation is open');
  return element;
}

describe('ListView', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(USERS, { count: 30 }) })
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
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-123' } });
  });

  it('renders the rows of the list answer and asks for the first page of 25 in the initial order', async () => {
    renderUsersList();

    expect(await screen.findByText('user1')).toBeTruthy();
    expect(screen.getByText('user25')).toBeTruthy();
    expect(screen.getAllByText('Gamma').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'List Users' })).toBeTruthy();
    expect(lastListQuery(server)).toEqual({
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
    expect(screen.getByText('1-25 of 30')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /User/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulk select' })).toBeTruthy();
  });

  it('asks the server for the next page and for a new order', async () => {
    renderUsersList();
    await screen.findByText('user1');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListQuery(server)).toMatchObject({ page: 1, page_size: 25 }));

    fireEvent.click(screen.getByText('Email'));
    await waitFor(() =>
      expect(lastListQuery(server)).toEqual({
        order_column: 'email',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
      }),
    );
    fireEvent.click(screen.getByText('Email'));
    await waitFor(() =>
      expect(lastListQuery(server)).toMatchObject({ order_column: 'email', order_direction: 'desc' }),
    );
  });

  it('maps the search box to a ct filter and a related choice to rel_m_m', async () => {
    renderUsersList();
    await screen.findByText('user1');

    const search = screen.getByRole('searchbox', { name: 'User name' });
    fireEvent.change(search, { target: { value: 'bob' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lastListQuery(server)).toMatchObject({
        filters: [{ col: 'username', opr: 'ct', value: 'bob' }],
        page: 0,
      }),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByTitle('Gamma'));
    await waitFor(() =>
      expect(lastListQuery(server)).toMatchObject({
        filters: [
          { col: 'username', opr: 'ct', value: 'bob' },
          { col: 'roles', opr: 'rel_m_m', value: 2 },
        ],
      }),
    );
    const related = server.requestsTo('GET', '/api/v1/security/users/related/roles')[0];
    expect(related?.q).toEqual({ filter: '', page: 0, page_size: 100 });
  });

  it('bulk deletes the selected rows with one DELETE carrying the CSRF token', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 users' } });
    renderUsersList();
    await screen.findByText('user1');

    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    const rowCheckboxes = screen.getAllByRole('checkbox').slice(1);
    fireEvent.click(rowCheckboxes[0]!);
    fireEvent.click(rowCheckboxes[1]!);
    expect(await screen.findByText('2 selected')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(popconfirm()).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.requestsTo('DELETE', LIST_PATH)).toHaveLength(1));
    const deletion = server.requestsTo('DELETE', LIST_PATH)[0]!;
    expect(deletion.url.searchParams.get('q')).toBe('!(1,2)');
    expect(deletion.headers.get('X-CSRFToken')).toBe('csrf-123');
    expect(await screen.findByText('Deleted 2 users')).toBeTruthy();
    // The list is fetched again after the deletion.
    await waitFor(() => expect(server.requestsTo('GET', LIST_PATH).length).toBeGreaterThan(1));
  });

  it('deletes one row after confirmation and reports it by name', async () => {
    server.on('DELETE', '/api/v1/security/users/3', { body: { message: 'OK' } });
    renderUsersList();
    await screen.findByText('user3');

    const row = screen.getByText('user3').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(popconfirm()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted: user3')).toBeTruthy();
    expect(server.requestsTo('DELETE', '/api/v1/security/users/3')).toHaveLength(1);
  });

  it('shows the server message when a deletion fails', async () => {
    server.on('DELETE', '/api/v1/security/users/3', { status: 422, body: { message: 'User is in use' } });
    renderUsersList();
    await screen.findByText('user3');

    const row = screen.getByText('user3').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(popconfirm()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('There was an issue deleting user3: User is in use')).toBeTruthy();
  });

  it('hides adding, editing and deleting without can_write', async () => {
    server.on('GET', '/api/v1/security/users/_info', { body: { permissions: ['can_read'] } });
    renderUsersList();
    await screen.findByText('user1');
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/security/users/_info')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(server.requestsTo('GET', '/api/v1/security/users/_info')[0]?.q).toEqual({ keys: ['permissions'] });
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
    expect(screen.queryByRole('button', { name: /User/ })).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('shows an empty state when there are no rows', async () => {
    server.on('GET', LIST_PATH, { body: createMockListResponse([]) });
    renderUsersList();
    expect(await screen.findByText('No users yet')).toBeTruthy();
  });

  it('shows a loading state, not the empty state, until the first answer arrives', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    server.on('GET', LIST_PATH, () => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    renderUsersList();

    await waitFor(() => expect(server.requestsTo('GET', LIST_PATH)).toHaveLength(1));
    expect(screen.queryByText('No users yet')).toBeNull();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();

    act(() => answer({ body: createMockListResponse([]) }));
    expect(await screen.findByText('No users yet')).toBeTruthy();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });

  it('shows Forbidden when the server refuses the list', async () => {
    server.on('GET', LIST_PATH, { status: 403, body: { message: 'Forbidden' } });
    renderUsersList();
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText("You don't have access to this page.")).toBeTruthy();
  });

  it('reports other fetch failures with the spec message', async () => {
    server.on('GET', LIST_PATH, { status: 500, body: { message: 'Database is down' } });
    renderUsersList();
    expect(await screen.findByText('An error occurred while fetching users: Database is down')).toBeTruthy();
  });
});
