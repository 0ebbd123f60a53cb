import { useQuery } from '@tanstack/react-query';
import { type BlogPost, parsePost, sortPosts } from './parse-post';

// Each post file is its own chunk, loaded only when a page needs it: the landing page stays small and fetches
// just the two posts it teases.
const files = import.meta.glob<string>('../../../../content/blog/*.md', { query: '?raw', import: 'default' });

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');
const loaders = new Map(Object.entries(files).map(([path, load]) => [slugOf(path), { path, load }]));

export const BLOG_SLUGS = [...loaders.keys()];

// Each post's body as HTML, rendered when the app is built (scripts/blog-html-plugin.ts): no Markdown renderer in
// the browser, and one more small chunk per post, loaded only by its page.
const htmlFiles = import.meta.glob<string>('../../../../content/blog/*.md', { query: '?html', import: 'default' });
const htmlLoaders = new Map(Object.entries(htmlFiles).map(([path, load]) => [slugOf(path), load]));

/** The post with this slug (the file name is the slug), or null when there is none. */
export const loadPost = async (slug: string): Promise<BlogPost | null> => {
  const entry = loaders.get(slug);
  if (!entry) return null;
  const post = parsePost(await entry.load(), entry.path);
  if (post.slug !== slug) throw new Error(`${entry.path}: its slug "${post.slug}" differs from its file name`);
  return post;
};

export const loadAllPosts = async (): Promise<BlogPost[]> =>
  sortPosts((await Promise.all(BLOG_SLUGS.map(loadPost))).filter((p): p is BlogPost => p !== null));

/** The post with its body as safe HTML, or null when there is none. */
const loadPostWithHtml = async (slug: string): Promise<(BlogPost & { html: string }) | null> => {
  const [post, html] = await Promise.all([loadPost(slug), htmlLoaders.get(slug)?.()]);
  return post && html !== undefined ? { ...post, html } : null;
};

// Static content: read once per page load.
export const usePost = (slug: string) =>
  useQuery({
    queryKey: ['blog-post', slug],
    queryFn: () => loadPostWithHtml(slug),
    staleTime: Infinity,
    retry: false,
  });

export const usePosts = (slugs?: readonly string[]) =>
  useQuery({
    queryKey: ['blog-posts', ...(slugs ?? ['all'])],
    queryFn: async () =>
      slugs ? (await Promise.all(slugs.map(loadPost))).filter((p): p is BlogPost => p !== null) : loadAllPosts(),
    staleTime: Infinity,
    retry: false,
  });
