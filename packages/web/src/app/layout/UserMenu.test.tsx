import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { THEME_STORAGE_KEY } from '../theme/themeMode';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('switches to the dark theme and remembers it', async () => {
    renderWithProviders(<UserMenu username="admin" onLogout={() => undefined} />);

    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('Dark theme'));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Light theme')).toBeTruthy();
  });

  it('starts in the saved theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithProviders(<UserMenu username="admin" onLogout={() => undefined} />);

    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Light theme')).toBeTruthy();
  });

  it('logs out through the given action', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<UserMenu username="admin" onLogout={onLogout} />);

    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('Logout'));

    expect(onLogout).toHaveBeenCalledOnce();
  });
});
