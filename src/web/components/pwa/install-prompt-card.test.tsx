import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/web/render';
import { INSTALL_DISMISSED_AT_KEY, INSTALL_PROMPT_DELAY_MS } from './install-prompt-controller';
import { InstallPromptCard } from './install-prompt-card';

describe('InstallPromptCard', () => {
  it("shows the spec's texts 10 s after the offer, and 'Later' records the dismissal", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<InstallPromptCard />);
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      );
    });
    expect(screen.queryByText('Add to Home Screen')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Add to Home Screen' })).toBeInTheDocument();
    expect(screen.getByText('Get instant access to Punchlist from your home screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Add to Home Screen')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_AT_KEY)).not.toBeNull();
  });
});
