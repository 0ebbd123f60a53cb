// The blog posts are Markdown files in content/blog with a front matter block of `key: value` lines, each value
// written as JSON (a quoted string, a number or an array of strings). Checked by hand rather than with zod, which
// would add its weight to the landing page (it shows post teasers).

export interface BlogPostMeta {
  id: number;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  publishDate: string;
  readTime: string;
  category: string;
  slug: string;
  tags: string[];
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

const CHECKS: Record<keyof BlogPostMeta, (v: unknown) => boolean> = {
  id: (v) => Number.isInteger(v),
  title: isText,
  excerpt: isText,
  publishDate: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  readTime: isText,
  category: isText,
  slug: (v) => typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v),
  tags: (v) => Array.isArray(v) && v.every(isText),
};

const toMeta = (fields: Record<string, unknown>, source: string): BlogPostMeta => {
  for (const [key, valid] of Object.entries(CHECKS)) {
    if (!valid(fields[key])) throw new Error(`${source}: front matter ${key}: missing or invalid`);
  }
  return fields as unknown as BlogPostMeta;
};

export interface BlogPost extends BlogPostMeta {
  /** the Markdown body (rendered by the post page) */
  content: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const parseValue = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

/** Splits and validates a post file; throws with the file's name when its front matter is wrong. */
export const parsePost = (raw: string, source = 'post'): BlogPost => {
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error(`${source}: no front matter block`);
  const fields: Record<string, unknown> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${source}: cannot read front matter line "${line}"`);
    fields[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1).trim());
  }
  return { ...toMeta(fields, source), content: (match[2] ?? '').trim() };
};

/** Newest first. */
export const sortPosts = <T extends Pick<BlogPostMeta, 'publishDate' | 'id'>>(posts: T[]): T[] =>
  [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);

/** "2026-09-08" → "September 8, 2026" (a calendar date: no time zone shift) */
export const formatPublishDate = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
};
