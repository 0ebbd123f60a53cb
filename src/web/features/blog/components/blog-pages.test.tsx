import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';

const renderPost = (slug: string) => {
  installFakeApi({});
  return renderWithApp(
    <Route path="/blog/:slug">
      <BlogPostPage />
    </Route>,
    { path: `/blog/${slug}` },
  );
};

describe('blog', () => {
  it('lists the posts with a featured article and filters by category', async () => {
    installFakeApi({});
    const user = userEvent.setup();
    renderWithApp(<BlogPage />, { path: '/blog' });
    // the placeholder is a named live region (a bare div may not carry aria-label: axe fails the page)
    expect(screen.getByRole('status', { name: 'Loading articles' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Featured')).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/blog/'));
    expect(links).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    const filtered = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/blog/'));
    expect(filtered.map((a) => a.getAttribute('href'))).toEqual(['/blog/critical-electrical-issues-home-inspections']);
    expect(screen.getByRole('button', { name: 'Safety' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders a post with its category, date, read time, tags and the call to action', async () => {
    renderPost('critical-electrical-issues-home-inspections');
    expect(await screen.findByRole('heading', { level: 1, name: /Seven Electrical Findings/ })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Safety')).toBeInTheDocument();
    expect(within(article).getByText('September 8, 2026')).toBeInTheDocument();
    expect(within(article).getByText(/min read/)).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: '1. Double-tapped breakers' })).toBeInTheDocument();
    expect(within(article).getByText('#electrical')).toBeInTheDocument();
    // the post ends with the product's own next step, not an app-store teaser
    expect(screen.getByRole('link', { name: 'Analyze your report' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Mobile apps/)).not.toBeInTheDocument();
  });

  it("says 'Post Not Found' with a way back for an unknown slug", async () => {
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
  });
});
