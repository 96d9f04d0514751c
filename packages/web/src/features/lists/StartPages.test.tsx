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

describe('Dashboards before there are any', () => {
  it('Dashboards offers a sql_lab user SQL Lab only', async () => {
    serverFor(SQL_LAB_USER, ['can_read']);
    renderApp('/dashboard/list/');

    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeTruthy();
    const panel = await emptyState('No dashboards yet');
    expect(within(panel).getByText(/explore your data in SQL Lab/)).toBeTruthy();
    expect(actionLinks(panel)).toEqual(['Open SQL Lab -> /sqllab/']);
  });
});
