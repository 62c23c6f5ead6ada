import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError, type ContentItem } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import ContentPage from '../content-page';

afterEach(() => vi.restoreAllMocks());

const item = (slug: string, title: string, publishedAt?: string): ContentItem => ({
  id: `00000000-0000-4000-8000-${String(slug.length).padStart(12, '0')}`,
  slug,
  title,
  // Posts are the items given a publication date here; site pages are WEB_CONTENT.
  kind: publishedAt ? 'BLOG_POST' : 'WEB_CONTENT',
  summary: `${title} in a sentence.`,
  body: `# ${title}\n\n## First things\n\nSome <b>words</b>.`,
  publishedAt: publishedAt ?? '2026-01-05T09:00:00.000Z',
  updatedAt: publishedAt ?? '2026-01-05T09:00:00.000Z',
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/faq', element: <ContentPage /> },
      { path: '/blog', element: <ContentPage /> },
      { path: '/blog/:slug', element: <ContentPage /> },
      { path: '/how-it-works', element: <ContentPage /> },
      { path: '/how-it-works/:guide', element: <ContentPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test('renders a site page from its Markdown and names the tab after it', async () => {
  const getItem = vi.spyOn(client.content, 'getItem').mockResolvedValue(item('faq', 'Frequently asked questions'));
  renderAt('/faq');
  expect(await screen.findByRole('heading', { name: 'First things' })).toBeInTheDocument();
  expect(screen.getByText('Some <b>words</b>.')).toBeInTheDocument();
  expect(document.title).toBe('Frequently asked questions · Tradeshub');
  expect(getItem).toHaveBeenCalledWith({ params: { slug: 'faq' } }, expect.anything());
});

test('lists blog posts newest first, leaving out the site pages', async () => {
  vi.spyOn(client.content, 'getAllWebContentItems').mockResolvedValue([
    item('faq', 'Frequently asked questions'),
    item('how-to-compare-quotes', 'How to compare quotes', '2026-03-12T09:00:00.000Z'),
    item('community-rules', 'CommunityRules'),
    item('protect-your-home-this-winter', 'Protect your home this winter', '2026-10-15T09:00:00.000Z'),
  ]);
  renderAt('/blog');
  const links = await screen.findAllByRole('link', { name: /quotes|winter/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/protect-your-home-this-winter', '/blog/how-to-compare-quotes']);
  expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
});

test('an unknown post shows the not-found page', async () => {
  vi.spyOn(client.content, 'getItem').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that page.'));
  renderAt('/blog/no-such-post');
  expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  expect(document.title).toBe('Page not found · Tradeshub');
});

test('a site page reached under /blog is not a post', async () => {
  vi.spyOn(client.content, 'getItem').mockResolvedValue(item('privacy', 'Privacy notice'));
  renderAt('/blog/privacy');
  expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
});

const guide = (slug: string, title: string): ContentItem => ({ ...item(slug, title), kind: 'HOW_TO_USE' });

test('lists the how-to-use guides under How it works, in their order, each opening on its own page', async () => {
  vi.spyOn(client.content, 'getItem').mockImplementation(async ({ params }) =>
    params.slug === 'how-it-works' ? item('how-it-works', 'How it works') : guide(params.slug, 'Leave a review'),
  );
  const guides = vi
    .spyOn(client.content, 'getHowToUsePages')
    .mockResolvedValue([guide('how-to-find-a-tradesperson', 'Find a tradesperson'), guide('how-to-leave-a-review', 'Leave a review')]);
  renderAt('/how-it-works');
  const links = await screen.findAllByRole('link', { name: /Find a tradesperson|Leave a review/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/how-it-works/how-to-find-a-tradesperson', '/how-it-works/how-to-leave-a-review']);
  expect(guides).toHaveBeenCalledTimes(1);
});

test('shows one guide with a way back to How it works', async () => {
  vi.spyOn(client.content, 'getItem').mockImplementation(async ({ params }) =>
    params.slug === 'faq' ? item('faq', 'Frequently asked questions') : guide(params.slug, 'Leave a review'),
  );
  renderAt('/how-it-works/how-to-leave-a-review');
  expect(await screen.findByRole('heading', { name: 'First things' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /How it works and every guide/ })).toHaveAttribute('href', '/how-it-works');
  expect(document.title).toBe('Leave a review · Tradeshub');
});

test('says the guides could not load, with a retry, below the page itself', async () => {
  vi.spyOn(client.content, 'getItem').mockResolvedValue(item('how-it-works', 'How it works'));
  vi.spyOn(client.content, 'getHowToUsePages').mockRejectedValue(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'));
  renderAt('/how-it-works');
  expect(await screen.findByRole('heading', { name: 'We could not load the guides' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'First things' })).toBeInTheDocument();
});
