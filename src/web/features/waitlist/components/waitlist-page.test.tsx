import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { WaitlistPage } from './waitlist-page';

const setup = () => {
  const api = installFakeApi({
    'POST /api/waitlist': () => json(200, { success: true, message: "You're on the list!" }),
  });
  const user = userEvent.setup();
  renderWithApp(<WaitlistPage />);
  return { api, user };
};

describe('waitlist page', () => {
  it('requires an email', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText(/First name/), 'Robin');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    const title = await screen.findByText('Email required');
    const toastElement = title.closest('[data-slot="toast"]') as HTMLElement;
    expect(within(toastElement).getByText('Please enter your email address to join the waitlist.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("sends the signup and says 'You're on the list!'", async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      email: 'robin@example.com',
      firstName: null,
      lastName: 'Lee',
      interestedIn: null,
      referralSource: null,
    });
  });

  it("shows 'Signup failed' with the server's message", async () => {
    const { api, user } = setup();
    api.fetch.mockImplementation(async () => json(400, { message: 'Please enter a valid email address.' }));
    await user.type(screen.getByLabelText('Email'), 'robin@');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    const title = await screen.findByText('Signup failed');
    const toastElement = title.closest('[data-slot="toast"]') as HTMLElement;
    expect(within(toastElement).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're on the list!" })).not.toBeInTheDocument();
  });

  it("falls back to 'Please check your email and try again.' when there is no server message", async () => {
    const { api, user } = setup();
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    const title = await screen.findByText('Signup failed');
    const toastElement = title.closest('[data-slot="toast"]') as HTMLElement;
    expect(within(toastElement).getByText('Please check your email and try again.')).toBeInTheDocument();
  });
});
