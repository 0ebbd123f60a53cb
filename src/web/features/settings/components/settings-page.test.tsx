import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@/contracts/account';
import { hardRedirect } from '@/web/lib/navigation';
import { type FakeHandler, installFakeApi, json, noContent } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { DELETE_QUESTION } from './data-management';
import { SettingsPage } from './settings-page';

vi.mock('@/web/lib/navigation', () => ({ hardRedirect: vi.fn() }));

const setup = (handlers: Record<string, FakeHandler> = {}, { signedIn = true } = {}) => {
  const api = installFakeApi({
    ...sessionHandlers({ user: signedIn ? testUser() : null }),
    'GET /api/settings': () => json(200, DEFAULT_SETTINGS),
    'GET /api/site-config': () =>
      json(200, { supportEmail: 's@x.example', paymentsMode: 'local', analysisTiming: null }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithApp(<SettingsPage />, { path: '/settings' });
  return { api, user };
};

const toastWith = async (title: string) =>
  (await screen.findByText(title)).closest('[data-slot="toast"]') as HTMLElement;

const settingsFile = (content: string) => new File([content], 'settings.json', { type: 'application/json' });

describe('settings page', () => {
  it('asks visitors to log in', async () => {
    setup({}, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access your settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });

  it('saves a profile edit and a preference together with the one Save button, asking before leaving until then', async () => {
    let me = testUser();
    const { api, user } = setup({
      'PUT /api/auth/profile': ({ body }) => {
        me = { ...me, ...(body as object) };
        return json(200, me);
      },
      'GET /api/auth/session': () => json(200, { user: me }),
      'PUT /api/settings': ({ body }) => json(200, body),
    });
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Casey Morgan');
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.paste('Mary Ann Evans');
    await user.click(screen.getByLabelText('Company'));
    await user.paste('Evans Homes');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    // leaving the page now asks first
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('switch', { name: 'Analysis complete' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await toastWith('Settings Saved')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT' && r.path === '/api/settings')).toBe(true);
    // the profile was saved too, and kept (not reset by the settings save)
    expect(screen.getByLabelText('Full name')).toHaveValue('Mary Ann Evans');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Evans',
      company: 'Evans Homes',
    });
    // the email changes only with the password (Sign-in & Security)
    expect(api.requests.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('email');
  }, 10_000);

  it("shows 'Update Failed' with the server's message", async () => {
    const { user } = setup({
      'PUT /api/auth/profile': () => json(409, { message: 'That email address is already registered.' }),
    });
    await user.type(await screen.findByLabelText('Company'), 'X');
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    const toast = await toastWith('Update Failed');
    expect(within(toast).getByText('That email address is already registered.')).toBeInTheDocument();
  });

  it("saves the whole settings object, reading 'Saving...' meanwhile", async () => {
    let answer: (r: Response) => void = () => {};
    const { api, user } = setup({
      'PUT /api/settings': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Analysis complete' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const sent = api.requests.find((r) => r.method === 'PUT' && r.path === '/api/settings')?.body as Settings;
    expect(sent).toEqual({
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, analysisComplete: false },
    });
    answer(json(200, sent));
    expect(await toastWith('Settings Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it("shows settings without an effect yet as disabled, 'Not available yet'", async () => {
    setup();
    for (const name of [
      'Email reports',
      'SMS alerts',
      'Analyse automatically',
      'Share usage analytics',
      'Public profile',
    ]) {
      expect(await screen.findByRole('switch', { name })).toBeDisabled();
    }
    expect(screen.getByRole('switch', { name: 'Save uploaded reports' })).toBeEnabled();
    expect(screen.getAllByText('Not available yet').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('imports settings from an export file, saves them and applies the theme', async () => {
    const imported: Settings = { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, theme: 'dark' } };
    const { api, user } = setup({ 'PUT /api/settings': ({ body }) => json(200, body) });
    await screen.findByRole('switch', { name: 'Analysis complete' });
    await user.upload(
      screen.getByLabelText('Settings file'),
      settingsFile(JSON.stringify({ format: 'punchlist-account-export', settings: imported })),
    );
    expect(await toastWith('Settings Imported')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual(imported);
    expect(document.documentElement).toHaveClass('dark');
    document.documentElement.classList.remove('dark');
  });

  it('refuses a file that is not valid settings, with a clear error and no save', async () => {
    const { api, user } = setup();
    await screen.findByRole('switch', { name: 'Analysis complete' });
    const sepia = { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, theme: 'sepia' } };
    await user.upload(screen.getByLabelText('Settings file'), settingsFile(JSON.stringify(sepia)));
    const toast = await toastWith('Import Failed');
    // in words, not the validator's raw message
    expect(
      within(toast).getByText(
        'That file does not hold valid settings: the “theme” setting has a value Punchlist does not offer. Choose a file saved by Export My Data.',
      ),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Settings file'), settingsFile('not json'));
    expect(await screen.findByText(/not valid JSON/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('deletes the account after the question, then starts over at /', async () => {
    const { api, user } = setup({ 'DELETE /api/account': () => noContent() });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_QUESTION)).toBeInTheDocument();
    expect(DELETE_QUESTION).toBe('Are you sure you want to delete your account? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/account')).toBe(true);
  });
});

describe('sign-in & security', () => {
  it('changes the password with the current one, checking the new one first', async () => {
    const { api, user } = setup({ 'POST /api/auth/password': () => noContent() });
    await user.type(await screen.findByLabelText('Current password', { selector: '#password-current' }), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Passwords do not match. Please check and try again.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await toastWith('Password Changed')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/password')?.body).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'new-pass-1',
    });
  });

  it("changes the email with the password, and shows the server's refusal", async () => {
    let answer = json(400, { message: 'Your current password is incorrect.' });
    const { api, user } = setup({ 'PUT /api/auth/email': () => answer });
    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByText('Enter your current password to change your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password', { selector: '#email-password' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await toastWith('Email Not Changed')).toBeInTheDocument();
    answer = json(200, testUser({ email: 'new@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await toastWith('Email Changed')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/auth/email').at(-1)?.body).toEqual({
      email: 'new@example.com',
      currentPassword: 'wrong',
    });
  });

  it('signs out everywhere after a confirmation, then starts over at /auth', async () => {
    const { api, user } = setup({ 'POST /api/auth/sign-out-everywhere': () => noContent() });
    await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/auth'));
    expect(api.requests.some((r) => r.path === '/api/auth/sign-out-everywhere')).toBe(true);
  });
});
