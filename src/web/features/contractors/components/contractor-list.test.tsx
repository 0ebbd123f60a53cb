import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/web/render';
import { ContractorCard } from './contractor-card';
import { ContractorList } from './contractor-list';
import { testContractor } from '@/testing/web/contractor-test-data';

describe('ContractorCard', () => {
  it('shows rating, stars, reviews, distance in miles, price, open state, tap-to-call and website', () => {
    renderWithApp(<ContractorCard contractor={testContractor({ rating: 4.5 })} />);
    const card = screen.getByRole('article', { name: 'Lantern Electric' });
    expect(within(card).getByText('4.5')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveAttribute('data-stars', '4.5');
    expect(within(card).getByText('(120 reviews)')).toBeInTheDocument();
    // 3218.68 m / 1609.34
    expect(within(card).getByText('2.0 mi')).toBeInTheDocument();
    expect(within(card).getByText('$$')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(within(card).getByRole('link', { name: 'Call Lantern Electric' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    expect(within(card).getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      'https://example.com/lantern',
    );
    expect(within(card).queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  it('shows N/A without a rating, Closed, and a Demo badge for demo rows', () => {
    renderWithApp(
      <ContractorCard
        contractor={testContractor({ rating: null, isOpen: false, isDemo: true, phone: null, distance: null })}
      />,
    );
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No rating' })).toHaveAttribute('data-stars', '0');
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByTestId('demo-badge')).toHaveTextContent('Demo');
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ mi$/)).not.toBeInTheDocument();
  });
});

describe('ContractorList', () => {
  it('shows two contractors, then the rest behind a toggle', async () => {
    const user = userEvent.setup();
    const contractors = Array.from({ length: 5 }, (_, i) =>
      testContractor({ id: `dir_${i}`, name: `Contractor ${i}` }),
    );
    renderWithApp(<ContractorList contractors={contractors} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show 3 more contractors' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('has no toggle for two or fewer', () => {
    renderWithApp(<ContractorList contractors={[testContractor()]} />);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Contractor data © Google')).not.toBeInTheDocument();
  });

  it('credits Google when its results are listed', () => {
    renderWithApp(
      <ContractorList contractors={[testContractor({ source: 'google', id: 'ChIJ1', placeId: 'ChIJ1' })]} />,
    );
    expect(screen.getByText('Contractor data © Google')).toBeInTheDocument();
  });
});
