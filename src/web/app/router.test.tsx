import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_POLL_MS } from '@/web/features/maintenance/api/get-maintenance-status';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { AppRouter } from './router';

const signedIn = (path: string, { maintenance = false } = {}) => {
  const api = installFakeApi(sessionHandlers({ user: testUser(), maintenance }));
  return { api, ...renderWithApp(<AppRouter />, { path }) };
};

const signedOut = (path: string, { maintenance = false } = {}) => {
  const api = installFakeApi(sessionHandlers({ maintenance }));
  return { api, ...renderWithApp(<AppRouter />, { path }) };
};

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

const LANDING = /know what your inspection report means/i;
const NOT_FOUND = 'Page not found';
const WAITLIST = "We're making improvements";

describe('visitors (signed out)', () => {
  it('see the landing page on / and on any path that is not theirs', async () => {
    for (const path of ['/', '/reports', '/settings', '/no-such-page', '/admin/reports']) {
      const view = signedOut(path);
      expect(await heading(LANDING)).toBeInTheDocument();
      expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it.each<[string, string]>([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/help', 'Help Center'],
    ['/blog', 'Home Inspection Insights'],
    ['/press', 'Press Kit'],
    ['/developers', 'Punchlist API'],
    ['/coming-soon', 'Coming Soon'],
    ['/sw-cleanup', 'Clear App Cache'],
    ['/switch-account', 'Switch Account'],
    ['/mobile-logout', 'Sign Out on This Device'],
    ['/purchase-success', 'Your Purchase'],
    ['/purchase-cancelled', 'Payment Cancelled'],
  ])('reach %s (%s)', async (path, title) => {
    signedOut(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('reach a blog post', async () => {
    // the blog issue owns the post page; any slug is the post route, an unknown one shows a link back
    signedOut('/blog/no-such-post');
    expect(await screen.findByRole('link', { name: /back to blog/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LANDING })).not.toBeInTheDocument();
  });

  it('go from /login to /auth', async () => {
    const { currentPath } = signedOut('/login');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('get no app navigation', async () => {
    signedOut('/help');
    await heading('Help Center');
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
  });

  it('see the waitlist instead of /auth during maintenance, but still the landing page', async () => {
    const auth = signedOut('/auth', { maintenance: true });
    expect(await heading(WAITLIST)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
    auth.unmount();

    signedOut('/', { maintenance: true });
    expect(await heading(LANDING)).toBeInTheDocument();
  });
});

describe('signed-in users', () => {
  it.each<[string, string]>([
    ['/', 'AI-Powered Home Inspection Analysis'],
    ['/reports', 'Inspection Analysis Reports'],
    ['/reports/12', 'Report Analysis'],
    ['/reports/12/analysis', 'Report Analysis'],
    ['/contractors', 'Contractor Directory'],
    ['/credits', 'Credits'],
    ['/purchase-credits', 'Purchase Credits'],
    ['/purchase-success', 'Your Purchase'],
    ['/purchase-cancelled', 'Payment Cancelled'],
    ['/checkout/test/cs_test_1', 'Test Checkout'],
    ['/settings', 'Settings'],
    ['/notifications', 'Notifications'],
    ['/blog', 'Home Inspection Insights'],
    ['/privacy', 'Privacy Policy'],
  ])('reach %s (%s)', async (path, title) => {
    signedIn(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('get the 403 page on the admin routes unless they are admins', async () => {
    for (const path of ['/admin/reports', '/admin/reports/5', '/admin/bni-test', '/admin/messages']) {
      const view = signedIn(path);
      expect(await heading('Access denied')).toBeInTheDocument();
      view.unmount();
    }
    for (const [path, title] of [
      ['/admin/reports', 'Admin Dashboard'],
      ['/admin/bni-test', 'Cost Match Test'],
      ['/admin/messages', 'Outbox'],
    ] as const) {
      installFakeApi(sessionHandlers({ user: testUser({ role: 'admin' }) }));
      const view = renderWithApp(<AppRouter />, { path });
      expect(await heading(title)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('get the 404 page for unknown paths and non-numeric report ids', async () => {
    for (const path of ['/no-such-page', '/reports/abc', '/reports/12/extra']) {
      const view = signedIn(path);
      expect(await heading(NOT_FOUND)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('are sent from /auth to /, and from /login through /auth to /', async () => {
    const auth = signedIn('/auth');
    expect(await heading('AI-Powered Home Inspection Analysis')).toBeInTheDocument();
    expect(auth.currentPath()).toBe('/');
    auth.unmount();

    const login = signedIn('/login');
    expect(await heading('AI-Powered Home Inspection Analysis')).toBeInTheDocument();
    expect(login.currentPath()).toBe('/');
  });

  it('see the waitlist on the main pages during maintenance, and the other pages as usual', async () => {
    for (const path of [
      '/',
      '/reports',
      '/reports/4',
      '/reports/4/analysis',
      '/contractors',
      '/credits',
      '/settings',
      '/notifications',
      '/purchase-credits',
    ]) {
      const view = signedIn(path, { maintenance: true });
      expect(await heading(WAITLIST)).toBeInTheDocument();
      view.unmount();
    }
    for (const [path, title] of [
      ['/blog', 'Home Inspection Insights'],
      ['/help', 'Help Center'],
      ['/purchase-success', 'Your Purchase'],
    ]) {
      const view = signedIn(path!, { maintenance: true });
      expect(await heading(title!)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('have the navigation bar with every app link and Logout', async () => {
    signedIn('/reports/3');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    for (const [name, href] of [
      ['Home', '/'],
      ['Reports', '/reports'],
      ['Contractors', '/contractors'],
      ['Credits', '/credits'],
      ['Notifications', '/notifications'],
      ['Settings', '/settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // a report page belongs to Reports
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it("open the drawer, whose Logout button reads 'Logging out...' while pending", async () => {
    const user = userEvent.setup();
    const { api } = signedIn('/');
    api.fetch.mockImplementation(async (input, init) =>
      String(input) === '/api/logout' && init?.method === 'POST' ? never() : json(200, testUser()),
    );
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation Menu' });
    expect(within(drawer).getByText('Access all app features')).toBeInTheDocument();
    for (const name of ['Home', 'Reports', 'Contractors', 'Credits', 'Notifications', 'Settings']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(await within(drawer).findByRole('button', { name: 'Logging out...' })).toBeDisabled();
  });

  it("show 'Logout failed' with the server message when logout fails", async () => {
    const user = userEvent.setup();
    installFakeApi({
      ...sessionHandlers({ user: testUser() }),
      'POST /api/logout': () => json(503, { message: 'The service is temporarily unavailable.' }),
    });
    renderWithApp(<AppRouter />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument();
  });

  it("/logout logs out at once and shows 'Logging Out...'", async () => {
    const { api } = signedIn('/logout');
    api.fetch.mockImplementation(async (input, init) =>
      String(input) === '/api/logout' && init?.method === 'POST' ? never() : json(200, testUser()),
    );
    expect(await heading('Logging Out...')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' })),
    );
  });
});

describe('maintenance polling', () => {
  it('switches to the waitlist within one 30 s poll of maintenance being turned on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let maintenance = false;
    installFakeApi({
      ...sessionHandlers({ user: testUser() }),
      'GET /api/maintenance-status': () => json(200, { isMaintenanceMode: maintenance, debug: 'test' }),
    });
    renderWithApp(<AppRouter />, { path: '/reports' });
    expect(await heading('Inspection Analysis Reports')).toBeInTheDocument();

    maintenance = true;
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS - 1000));
    expect(screen.queryByRole('heading', { name: WAITLIST })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await heading(WAITLIST)).toBeInTheDocument();
  });
});

describe('session check failure', () => {
  it('says the server is not responding instead of guessing who is signed in', async () => {
    installFakeApi({
      'GET /api/auth/session': () =>
        json(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }),
      'GET /api/maintenance-status': () => json(200, { isMaintenanceMode: false, debug: 'test' }),
    });
    renderWithApp(<AppRouter />, { path: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Punchlist is not responding' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The service is temporarily unavailable. Please try again in a moment.'),
    ).toBeInTheDocument();
  });
});
