import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contracts/common';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { MIN_PASSWORD_LENGTH } from '../utils/auth-validation';
import { AuthPage } from './auth-page';

const setup = (path = '/auth', handlers: Parameters<typeof installFakeApi>[0] = {}) => {
  const api = installFakeApi(handlers);
  const user = userEvent.setup();
  const view = renderWithApp(<AuthPage />, { path });
  return { api, user, ...view };
};

/** The toast's title and description, as the user sees them. */
const expectToast = async (title: string, description: string) => {
  const titleElement = await screen.findByText(title);
  const toastElement = titleElement.closest('[data-slot="toast"]') as HTMLElement;
  expect(toastElement).toHaveAttribute('data-variant', 'destructive');
  expect(within(toastElement).getByText(description)).toBeInTheDocument();
};

const openCreateAccount = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('tab', { name: 'Create Account' }));
  return screen.getByRole('form', { name: 'Create account' });
};

const fillRegistration = async (
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Username' | 'Email' | 'Password' | 'Confirm password', string>>,
) => {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
};

describe('sign in', () => {
  it('tabs username → password → Sign In, and Enter after Tab signs in (not the reset dialog)', async () => {
    const { api, user } = setup('/auth', {
      'POST /api/login': () => json(401, { message: 'Invalid username or password.' }),
    });
    await user.click(screen.getByLabelText('Username'));
    await user.keyboard('casey');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('secret-pass{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/login')).toHaveLength(1);
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });

  it('asks for both fields before calling the server', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Username'), 'casey');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Missing information', 'Please enter both username and password');
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Login failed' with the server's message, without the status", async () => {
    const { api, user } = setup('/auth', {
      'POST /api/login': () => json(401, { message: 'Invalid username or password.' }),
    });
    await user.type(screen.getByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login failed', 'Invalid username or password.');
    expect(screen.queryByText(/401/)).not.toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      body: { username: 'casey', password: 'wrong-password' },
    });
  });

  it('emails a reset link from "Forgot password?", and names the support address as a fallback', async () => {
    const { api, user } = setup('/auth', {
      'GET /api/site-config': () =>
        json(200, {
          supportEmail: 'help@inspect.example',
          paymentsMode: 'local',
          costCatalog: { version: '2026.1', itemCount: 196 },
          analysisTiming: null,
        }),
      'POST /api/auth/password-reset': () =>
        json(202, { message: 'If an account uses that address, we have emailed it a link.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByRole('link', { name: 'help@inspect.example' })).toHaveAttribute(
      'href',
      'mailto:help@inspect.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('Please enter the email address of your account.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If an account uses that address, we have emailed it a link.',
    );
    expect(api.requests.find((r) => r.path === '/api/auth/password-reset')).toMatchObject({
      method: 'POST',
      body: { email: 'casey@example.com' },
    });
  });
});

describe('create account', () => {
  it('opens on the Create Account tab from ?tab=register', async () => {
    setup('/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
  });

  it('requires username, email, password and confirmation', async () => {
    const { api, user } = setup();
    await openCreateAccount(user);
    await fillRegistration(user, { Username: 'casey', Email: 'casey@example.com', Password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Missing information', 'Please fill in all required fields');
    expect(api.requests).toHaveLength(0);
  });

  it('checks that the passwords match', async () => {
    const { api, user } = setup();
    await openCreateAccount(user);
    await fillRegistration(user, {
      Username: 'casey',
      Email: 'casey@example.com',
      Password: 'secret1',
      'Confirm password': 'secret2',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Password mismatch', 'Passwords do not match. Please check and try again.');
    expect(api.requests).toHaveLength(0);
  });

  it('checks the minimum password length', async () => {
    const { api, user } = setup();
    await openCreateAccount(user);
    await fillRegistration(user, {
      Username: 'casey',
      Email: 'casey@example.com',
      Password: 'abc12',
      'Confirm password': 'abc12',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Password too short', 'Password must be at least 6 characters long');
    expect(api.requests).toHaveLength(0);
  });

  it("sends the registration without the confirmation and shows 'Registration failed' with the server's message", async () => {
    const { api, user } = setup('/auth', {
      'POST /api/register': () => json(409, { message: 'That username is already taken.' }),
    });
    await openCreateAccount(user);
    await user.type(screen.getByLabelText(/First name/), 'Casey');
    await fillRegistration(user, {
      Username: 'casey',
      Email: 'casey@example.com',
      Password: 'secret12',
      'Confirm password': 'secret12',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration failed', 'That username is already taken.');
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/register' });
    expect(api.requests[0]?.body).toEqual({
      username: 'casey',
      email: 'casey@example.com',
      password: 'secret12',
      firstName: 'Casey',
      lastName: null,
    });
  });

  it('uses the same minimum password length as the server', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(LIMITS.minPasswordLength);
  });
});
