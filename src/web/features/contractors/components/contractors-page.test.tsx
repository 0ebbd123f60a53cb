import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Contractor } from '@/contracts/contractors';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { ContractorsPage } from './contractors-page';

const contractor = (overrides: Partial<Contractor>): Contractor => ({
  id: overrides.name ?? 'x',
  placeId: null,
  name: 'x',
  category: 'electrician',
  rating: 4.5,
  reviewCount: 10,
  distance: 1609.34,
  address: '1 Main St, Austin, TX 78701',
  phone: '+15125550142',
  website: null,
  isOpen: null,
  priceLevel: null,
  isDemo: true,
  source: 'directory',
  ...overrides,
});

const RESULTS = [
  contractor({ name: 'Zephyr Electric', rating: 4.1, reviewCount: 500, distance: 9000 }),
  contractor({ name: 'Amber Plumbing', category: 'plumber', rating: 4.9, reviewCount: 20, distance: null }),
  contractor({ name: 'Maple Roofing', category: 'roofer', rating: 4.5, reviewCount: 90, distance: 2000 }),
];

const setup = (
  handler: Parameters<typeof installFakeApi>[0][string],
  more: Parameters<typeof installFakeApi>[0] = {},
) => {
  const api = installFakeApi({ 'POST /api/contractors/search': handler, ...more });
  const user = userEvent.setup();
  renderWithApp(<ContractorsPage />, { path: '/contractors' });
  return { api, user };
};

const names = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('ContractorsPage', () => {
  it("starts from the newest report's property address, else the profile's, and offers Message", async () => {
    const page = (address: string | null) => () =>
      json(200, {
        items: address ? [{ id: 1, enhancedData: { propertyAddress: address, contractors: {} } }] : [],
        nextCursor: null,
        total: address ? 1 : 0,
      });
    const { user } = setup(() => json(200, { contractors: RESULTS, attribution: null }), {
      'GET /api/reports': page('12 Elm Street, Austin, TX 78701'),
      'GET /api/auth/session': () => json(200, { user: testUser({ address: '9 Oak Lane, Dallas, TX 75201' }) }),
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Property address')).toHaveValue('12 Elm Street, Austin, TX 78701'),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Amber Plumbing' });
    expect(within(card).getByRole('link', { name: 'Message Amber Plumbing' })).toHaveAttribute(
      'href',
      'sms:+15125550142',
    );
    expect(within(card).getByRole('link', { name: 'Call Amber Plumbing' })).toBeInTheDocument();
  });

  it("falls back to the profile's address without reports", async () => {
    setup(() => never(), {
      'GET /api/reports': () => json(200, { items: [], nextCursor: null, total: 0 }),
      'GET /api/auth/session': () => json(200, { user: testUser({ address: '9 Oak Lane, Dallas, TX 75201' }) }),
    });
    await waitFor(() => expect(screen.getByLabelText('Property address')).toHaveValue('9 Oak Lane, Dallas, TX 75201'));
  });

  it('waits for an address; Enter searches with the trimmed address and no category for All', async () => {
    const { api, user } = setup(() => json(200, { contractors: RESULTS, attribution: null }));
    expect(screen.getByRole('heading', { name: 'Search for contractors' })).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Property address'), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Property address'), ' Austin, TX 78701 {Enter}');
    await screen.findByText('3 contractors available');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ address: 'Austin, TX 78701' });
    // Highest Rated first by default
    expect(names()).toEqual(['Amber Plumbing', 'Maple Roofing', 'Zephyr Electric']);
    expect(screen.getByText(/are sample data/)).toBeInTheDocument();
  });

  it('shows six skeleton cards while searching and disables Search', async () => {
    const { user } = setup(() => never());
    await user.type(screen.getByLabelText('Property address'), '78701');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByTestId('contractor-skeleton')).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Searching/ })).toBeDisabled();
  });

  it('filters by name or specialty, shows No contractors found and clears the filters', async () => {
    const { user } = setup(() => json(200, { contractors: RESULTS, attribution: null }));
    await user.type(screen.getByLabelText('Property address'), '78701{Enter}');
    await screen.findByText('3 contractors available');
    await user.type(screen.getByLabelText('Filter'), 'roofer');
    expect(names()).toEqual(['Maple Roofing']);
    expect(screen.getByText('1 contractor available')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter'));
    await user.type(screen.getByLabelText('Filter'), 'nobody');
    expect(screen.getByRole('heading', { name: 'No contractors found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Filter')).toHaveValue('');
    expect(names()).toHaveLength(3);
  });

  it('sorts by reviews, name and distance (unknown distance last)', async () => {
    const { user } = setup(() => json(200, { contractors: RESULTS, attribution: null }));
    await user.type(screen.getByLabelText('Property address'), '78701{Enter}');
    await screen.findByText('3 contractors available');
    const pick = async (label: string) => {
      await user.click(screen.getByLabelText('Sort by'));
      await user.click(await screen.findByRole('option', { name: label }));
    };
    await pick('Most Reviews');
    expect(names()).toEqual(['Zephyr Electric', 'Maple Roofing', 'Amber Plumbing']);
    await pick('Name A-Z');
    expect(names()).toEqual(['Amber Plumbing', 'Maple Roofing', 'Zephyr Electric']);
    await pick('Nearest');
    expect(names()).toEqual(['Maple Roofing', 'Zephyr Electric', 'Amber Plumbing']);
  });

  it('sends the chosen category and keeps only that trade', async () => {
    const { api, user } = setup(() => json(200, { contractors: RESULTS, attribution: 'Contractor data © Google' }));
    await user.click(screen.getByLabelText('Category'));
    await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
    await user.type(screen.getByLabelText('Property address'), '78701');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names()).toEqual(['Amber Plumbing']));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ address: '78701', category: 'plumbing' });
    expect(screen.getByText('Contractor data © Google')).toBeInTheDocument();
  });

  it("shows 'Search Failed' with the server's message and an empty list", async () => {
    let fail = false;
    const { user } = setup(() =>
      fail
        ? json(400, { message: "We couldn't find that address." })
        : json(200, { contractors: RESULTS, attribution: null }),
    );
    await user.type(screen.getByLabelText('Property address'), '78701{Enter}');
    await screen.findByText('3 contractors available');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Search Failed')).toBeInTheDocument();
    expect(within(alert).getByText("We couldn't find that address.")).toBeInTheDocument();
    expect(names()).toEqual([]);
    expect(screen.getByText('0 contractors available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No contractors found' })).not.toBeInTheDocument();
  });
});
