import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only web, mail and same-site links; anything else (javascript:, data:…) is rendered as plain text. */
const isSafeHref = (href: string) => /^(https?:|mailto:|\/(?!\/)|#)/i.test(href.trim());

const markdown = new Marked({
  gfm: true,
  renderer: {
    // raw HTML in a post is shown as text, never injected into the page
    html: ({ text }) => escapeHtml(text),
    link(token) {
      const text = this.parser.parseInline(token.tokens);
      if (!isSafeHref(token.href)) return text;
      const external = /^https?:/i.test(token.href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer" target="_blank"' : '';
      return `<a href="${escapeHtml(token.href)}"${title}${rel}>${text}</a>`;
    },
    // posts carry no images; an image reference is shown as its alt text rather than fetched from anywhere
    image: ({ text }) => escapeHtml(text),
  },
});

/** A post's Markdown as HTML that is safe to put in the page. */
export const renderMarkdown = (source: string): string => markdown.parse(source, { async: false });
