import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { SwitchAccountPage } from './switch-account-page';

describe('switch account helper', () => {
  it('clears local and session storage, says how much, and links to the server sign-out', async () => {
    installFakeApi({});
    localStorage.setItem('punchlist-theme', 'dark');
    localStorage.setItem('notifications:7', '[]');
    sessionStorage.setItem('draft', 'x');
    renderWithApp(<SwitchAccountPage />);
    expect(await screen.findByText('Cleared 3 saved items from this browser.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Sign out and switch' })).toHaveAttribute('href', '/api/logout');
  });
});
