import { screen, within } from '@testing-library/react';
import { builtinRolePermissions } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

const SQL_LAB_USER = createMockGammaMe({
  roles: {
    Gamma: builtinRolePermissions('Gamma').map(([p, v]) => [p, v]),
    sql_lab: builtinRolePermissions('sql_lab').map(([p, v]) => [p, v]),
  },
});

function serverFor(me: ReturnType<typeof createMockMe>, chartPermissions: string[]): FakeServer {
  return installFakeServer()
    .on('GET', '/api/v1/me/roles/', { body: { result: me } })
    .on('GET', '/api/v1/chart/', { body: createMockListResponse([]) })
    .on('GET', '/api/v1/chart/_info', { body: { permissions: chartPermissions } });
}

async function emptyState(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.parentElement!;
}

function actionLinks(panel: HTMLElement): string[] {
  return within(panel)
    .queryAllByRole('link')
    .map((link) => `${link.textContent} -> ${link.getAttribute('href')}`);
}

describe('Charts and Dashboards before there are any', () => {
  it('Charts shows "No charts yet" and what an admin can do next', async () => {
    serverFor(createMockMe(), ['can_read', 'can_write']);
    renderApp('/chart/list/');

    const panel = await emptyState('No charts yet');
    expect(within(panel).getByText(/Create a dataset from a database table/)).toBeTruthy();
    expect(actionLinks(panel)).toEqual(['Create a dataset -> /dataset/add/', 'Open SQL Lab -> /sqllab/']);
  });

  it('Charts tells a Gamma user to ask for access and offers nothing they cannot do', async () => {
    serverFor(createMockGammaMe(), ['can_read']);
    renderApp('/chart/list/');

    const panel = await emptyState('No charts yet');
    expect(within(panel).getByText(/Ask their owners or an administrator for access/)).toBeTruthy();
    expect(actionLinks(panel)).toEqual([]);
  });

  it('Dashboards offers a sql_lab user SQL Lab only', async () => {
    serverFor(SQL_LAB_USER, ['can_read']);
    renderApp('/dashboard/list/');

    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeTruthy();
    const panel = await emptyState('No dashboards yet');
    expect(within(panel).getByText(/explore your data in SQL Lab/)).toBeTruthy();
    expect(actionLinks(panel)).toEqual(['Open SQL Lab -> /sqllab/']);
  });

  it('Charts lists the charts there are, names as text (Explore does not exist yet)', async () => {
    const server = serverFor(createMockMe(), ['can_read']);
    server.on('GET', '/api/v1/chart/', {
      body: createMockListResponse([
        {
          id: 3,
          slice_name: 'Flights per day',
          viz_type: 'echarts_timeseries_line',
          datasource_name: 'flights',
          changed_on_delta_humanized: '2 days ago',
        },
      ]),
    });
    renderApp('/chart/list/');

    const cell = await screen.findByRole('cell', { name: 'Flights per day' });
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(screen.getByRole('cell', { name: '2 days ago' })).toBeTruthy();
  });
});
