import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPublishDate, parsePost, sortPosts } from './parse-post';

const DIR = join(process.cwd(), 'content/blog');
const posts = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .map((file) => ({ file, post: parsePost(readFileSync(join(DIR, file), 'utf8'), file) }));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('content/blog', () => {
  it('holds six posts including the slugs the site links to', () => {
    expect(posts).toHaveLength(6);
    const slugs = posts.map((p) => p.post.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'critical-electrical-issues-home-inspections',
        'ai-revolutionizing-home-inspection-analysis',
        'google-ratings-reliable-contractor-quality',
        'ai-accurate-home-repair-cost-estimates',
        'seasonal-home-maintenance-checklist',
      ]),
    );
    expect(new Set(posts.map((p) => p.post.id)).size).toBe(6);
  });

  it.each(posts.map((p) => [p.file, p.post] as const))(
    '%s: slug matches the file, at least 600 words, honest read time',
    (file, post) => {
      expect(`${post.slug}.md`).toBe(file);
      const count = words(post.content);
      expect(count).toBeGreaterThanOrEqual(600);
      // about 200 words a minute
      expect(post.readTime).toBe(`${Math.ceil(count / 200)} min read`);
      expect(post.tags.length).toBeGreaterThan(0);
    },
  );

  it('makes no unmeasured marketing claims', () => {
    for (const { file, post } of posts) {
      expect(post.content, file).not.toMatch(/95\s?%|under 5 minutes|2-5 minutes|8-10 minutes/i);
    }
  });
});

describe('parsePost', () => {
  it('names the file and field when the front matter is wrong', () => {
    const bad =
      '---\nid: 1\ntitle: "T"\nexcerpt: "E"\npublishDate: "Sept 1"\nreadTime: "1 min read"\ncategory: "C"\nslug: "t"\ntags: []\n---\nBody';
    expect(() => parsePost(bad, 'bad.md')).toThrow(/bad\.md: front matter publishDate/);
    expect(() => parsePost('no front matter', 'x.md')).toThrow(/x\.md: no front matter/);
  });

  it('sorts newest first and formats calendar dates without a time-zone shift', () => {
    expect(
      sortPosts([
        { id: 1, publishDate: '2026-01-02' },
        { id: 2, publishDate: '2026-03-01' },
      ]).map((p) => p.id),
    ).toEqual([2, 1]);
    expect(formatPublishDate('2026-09-08')).toBe('September 8, 2026');
  });
});
