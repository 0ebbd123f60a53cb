import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/contracts/account';
import { installFakeApi, json, noContent } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { NotificationsPage } from './notifications-page';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  type: 'success',
  category: 'report',
  title: 'Analysis complete',
  message: '"maple.pdf" is ready: 7 issues found.',
  timestamp: minutesAgo(5),
  read: false,
  actionUrl: '/reports/41',
  ...overrides,
});

const ITEMS = [
  notification({ id: 3 }),
  notification({
    id: 2,
    type: 'info',
    category: 'account',
    title: 'Profile updated',
    message: 'Your profile information was changed.',
    timestamp: minutesAgo(180),
    read: true,
    actionUrl: null,
  }),
  notification({
    id: 1,
    type: 'warning',
    category: 'contractor',
    title: 'Some messages were not sent',
    message: '1 of 2 messages went out.',
    timestamp: '2026-03-04T09:00:00.000Z',
  }),
];

const setup = (items: Notification[] = ITEMS) => {
  let current = structuredClone(items);
  const api = installFakeApi({
    ...sessionHandlers({ user: testUser() }),
    'GET /api/notifications': () => json(200, current),
    'PATCH /api/notifications/3': () => {
      current = current.map((n) => (n.id === 3 ? { ...n, read: true } : n));
      return json(
        200,
        current.find((n) => n.id === 3),
      );
    },
    'POST /api/notifications/read-all': () => {
      const updated = current.filter((n) => !n.read).length;
      current = current.map((n) => ({ ...n, read: true }));
      return json(200, { updated });
    },
    'DELETE /api/notifications/2': () => {
      current = current.filter((n) => n.id !== 2);
      return noContent();
    },
  });
  const user = userEvent.setup();
  const view = renderWithApp(<NotificationsPage />, { path: '/notifications' });
  return { api, user, ...view };
};

const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('notifications page', () => {
  it('lists notifications with their age, and View Details only when there is an actionUrl', async () => {
    setup();
    const complete = await screen.findByRole('listitem', { name: 'Analysis complete' });
    expect(within(complete).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(complete).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(item('Profile updated')).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(item('Profile updated')).queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
    expect(within(item('Profile updated')).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
    expect(within(item('Some messages were not sent')).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('filters by tab', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Analysis complete' });
    await user.click(screen.getByRole('tab', { name: 'Contractors' }));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby'))).toEqual([
      'notification-1-title',
    ]);
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByText('No system notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Unread/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks one read, then all read, and deletes', async () => {
    const { api, user } = setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Analysis complete' })).getByRole('button', {
        name: 'Mark read',
      }),
    );
    await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ read: true });

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText(/unread$/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: /Unread/ }));
    expect(screen.getByText("You're all caught up! No unread notifications.")).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Delete notification: Profile updated' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Profile updated' })).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/notifications/2')).toBe(true);
  });

  it('opens the action URL from View Details and marks the item read', async () => {
    const { user, currentPath, api } = setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Analysis complete' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    expect(currentPath()).toBe('/reports/41');
    expect(api.requests.some((r) => r.method === 'PATCH' && r.path === '/api/notifications/3')).toBe(true);
  });

  it("says 'No notifications' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
