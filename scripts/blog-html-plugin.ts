import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parsePost } from '../src/web/components/blog/parse-post.ts';
import { renderMarkdown } from '../src/web/features/blog/utils/render-markdown.ts';

// `content/blog/x.md?html` is the post's body as HTML, rendered when the app is built (and by vitest), so the
// Markdown renderer never ships to the browser. renderMarkdown escapes raw HTML and unsafe links.
export const blogHtmlPlugin = (): Plugin => ({
  name: 'punchlist-blog-html',
  enforce: 'pre',
  async load(id) {
    const [path, query] = id.split('?');
    if (query !== 'html' || !path?.endsWith('.md')) return null;
    const raw = await readFile(path, 'utf8');
    this.addWatchFile(path);
    return `export default ${JSON.stringify(renderMarkdown(parsePost(raw, path).content))};`;
  },
});
