import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { BlogPost } from '@/web/components/blog/parse-post';
import { formatPublishDate } from '@/web/components/blog/parse-post';
import { usePosts } from '@/web/components/blog/blog-posts';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

const ALL = 'All';

const PostMeta = ({ post }: { post: BlogPost }) => (
  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays className="size-4" aria-hidden="true" />
      <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time>
    </span>
    <span className="inline-flex items-center gap-1.5">
      <Clock className="size-4" aria-hidden="true" />
      {post.readTime}
    </span>
  </p>
);

const FeaturedPost = ({ post }: { post: BlogPost }) => (
  <Card className="relative overflow-hidden p-0">
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,color-mix(in_oklch,var(--primary)_12%,transparent),transparent)]"
    />
    <div className="relative grid gap-4 p-6 sm:p-10">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>Featured</Badge>
        <Badge variant="secondary">{post.category}</Badge>
      </div>
      <h2 className="max-w-3xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        <Link href={`/blog/${post.slug}`} className="rounded after:absolute after:inset-0 hover:text-primary">
          {post.title}
        </Link>
      </h2>
      <p className="max-w-3xl text-base text-pretty text-muted-foreground sm:text-lg">{post.excerpt}</p>
      <PostMeta post={post} />
      <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        Read article
        <ArrowRight className="size-4" aria-hidden="true" />
      </span>
    </div>
  </Card>
);

const PostCard = ({ post }: { post: BlogPost }) => (
  <Card className="relative flex h-full flex-col gap-3 p-6 transition-shadow hover:shadow-md">
    <Badge variant="secondary">{post.category}</Badge>
    <h3 className="text-lg leading-snug font-semibold tracking-tight text-balance">
      <Link href={`/blog/${post.slug}`} className="rounded after:absolute after:inset-0 hover:text-primary">
        {post.title}
      </Link>
    </h3>
    <p className="flex-1 text-sm text-pretty text-muted-foreground">{post.excerpt}</p>
    <PostMeta post={post} />
  </Card>
);

/** /blog: category chips, the newest post featured, the rest as cards. */
export const BlogPage = () => {
  const { data: posts, isPending, isError } = usePosts();
  const [category, setCategory] = useState(ALL);
  const categories = [ALL, ...new Set((posts ?? []).map((p) => p.category))];
  const shown = (posts ?? []).filter((p) => category === ALL || p.category === category);
  const [featured, ...rest] = shown;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Blog & Insights"
        title="Home Inspection Insights"
        description="Practical guides to reading inspection reports, budgeting for repairs and hiring the right professionals."
      />
      {isError && <p role="alert">The articles could not be loaded. Please reload the page.</p>}
      {isPending ? (
        <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading articles">
          <Skeleton className="h-64 w-full rounded-xl" />
          <div className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56 rounded-xl" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <div role="group" aria-label="Filter by category" className="mb-8 flex flex-wrap gap-2">
            {categories.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={category === name}
                onClick={() => setCategory(name)}
                className={cn(
                  'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  category === name
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-card text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {name}
              </button>
            ))}
          </div>
          {featured && <FeaturedPost post={featured} />}
          {rest.length > 0 && (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageContainer>
  );
};
