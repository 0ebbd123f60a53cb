import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { usePosts } from '@/web/components/blog/blog-posts';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Section } from './section';

const TEASED = [
  'critical-electrical-issues-home-inspections',
  'ai-revolutionizing-home-inspection-analysis',
  'ai-accurate-home-repair-cost-estimates',
] as const;

/** Three articles from the blog (each post file is loaded on its own, after the page). */
export const BlogTeasers = () => {
  const { data: posts, isPending } = usePosts(TEASED);
  return (
    <Section
      id="insights"
      eyebrow="From the blog"
      title="Home Inspection Insights"
      lead="Guides to reading your report and acting on it."
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {isPending
          ? TEASED.map((slug) => (
              <li key={slug}>
                <Skeleton className="h-52 rounded-xl" />
              </li>
            ))
          : (posts ?? []).map((post) => (
              <li key={post.slug} className="relative flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
                <Badge variant="secondary">{post.category}</Badge>
                <h3 className="leading-snug font-semibold text-balance">
                  <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-primary">
                    {post.title}
                  </Link>
                </h3>
                <p className="flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
                <p className="text-xs text-muted-foreground">{post.readTime}</p>
              </li>
            ))}
      </ul>
      <div className="mt-8 text-center">
        <Link href="/blog" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
          All articles
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
};
