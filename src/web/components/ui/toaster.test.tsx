import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { clearToasts, toast, toastAfterReload } from './use-toast';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the current one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid username or password.', variant: 'destructive' });
    });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Welcome back!' });
    });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid username or password.')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  });

  it('shows title and description, marks the destructive variant, and closes on the close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signup failed', description: 'Please check your email and try again.', variant: 'destructive' });
    });
    const title = await screen.findByText('Signup failed');
    expect(screen.getByText('Please check your email and try again.')).toBeInTheDocument();
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Signup failed')).not.toBeInTheDocument());
  });

  it('shows a toast saved before a full page load exactly once', async () => {
    toastAfterReload({ title: 'Account created!', variant: 'success' });
    const first = render(<Toaster />);
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    first.unmount();
    // the store outlives the component; a real reload starts with an empty one
    act(() => clearToasts());

    render(<Toaster />);
    expect(screen.queryByText('Account created!')).not.toBeInTheDocument();
  });
});
