import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, installFakeApi, json, noContent } from '@/testing/web/fake-api';
import { sessionHandlers } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'A'.repeat(43);

const setup = (path: string, handlers: Record<string, FakeHandler> = {}) => {
  const api = installFakeApi({ ...sessionHandlers({ user: null }), ...handlers });
  const user = userEvent.setup();
  renderWithApp(<ResetPasswordPage />, { path });
  return { api, user };
};

describe('reset password page', () => {
  it('sets the new password with the link token, then offers to sign in', async () => {
    const { api, user } = setup(`/reset-password?token=${TOKEN}`, {
      'POST /api/auth/password-reset/confirm': () => noContent(),
    });
    await user.type(await screen.findByLabelText('New password'), 'fresh-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    await user.type(screen.getByLabelText('Confirm new password'), '-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/auth');
    expect(api.requests.find((r) => r.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: TOKEN,
      password: 'fresh-pass',
    });
  });

  it("shows the server's answer for a used or expired link, and a way to ask for a new one", async () => {
    const { user } = setup(`/reset-password?token=${TOKEN}`, {
      'POST /api/auth/password-reset/confirm': () =>
        json(400, { message: 'This reset link is invalid or has expired. Please request a new one.' }),
    });
    await user.type(await screen.findByLabelText('New password'), 'fresh-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    setup('/reset-password');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
