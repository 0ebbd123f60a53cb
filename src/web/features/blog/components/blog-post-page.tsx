import { ArrowLeft, CalendarDays, Clock, FileSearch } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { usePost } from '@/web/components/blog/blog-posts';
import { formatPublishDate } from '@/web/components/blog/parse-post';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/hooks/use-document-title';

const BackToBlog = () => (
  <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
    <Link href="/blog">
      <ArrowLeft aria-hidden="true" />
      Back to blog
    </Link>
  </Button>
);

// Typography for the rendered article (no typography plugin: a few element rules are enough).
const PROSE =
  'text-base leading-7 text-foreground/90 sm:text-[17px] sm:leading-8 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0';

const NotFound = () => (
  <PageContainer className="max-w-3xl">
    <BackToBlog />
    <PageHeader
      title="Post Not Found"
      description="We couldn't find that article. It may have moved or never existed."
    />
    <Button asChild>
      <Link href="/blog">Browse all articles</Link>
    </Button>
  </PageContainer>
);

/** /blog/:slug — one article, rendered from its Markdown with raw HTML escaped. */
export const BlogPostPage = () => {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: post, isPending } = usePost(slug);
  useDocumentTitle(post?.title);

  if (isPending) {
    return (
      <PageContainer className="max-w-3xl" aria-busy="true">
        <Skeleton className="mb-4 h-6 w-24" />
        <Skeleton className="mb-6 h-10 w-full" />
        <Skeleton className="h-80 w-full" />
      </PageContainer>
    );
  }
  if (!post) return <NotFound />;

  return (
    <PageContainer className="max-w-3xl">
      <BackToBlog />
      <article>
        <header className="mb-10 grid gap-4">
          <Badge variant="secondary">{post.category}</Badge>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{post.excerpt}</p>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {post.readTime}
            </span>
          </p>
        </header>
        {/* rendered at build time by renderMarkdown, which escapes raw HTML and unsafe links */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.html }} />
        <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="text-muted-foreground">
                #{tag}
              </Badge>
            </li>
          ))}
        </ul>
      </article>
      <Card className="mt-12 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <FileSearch className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="text-lg font-semibold">Have an inspection report?</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Upload it and get every deficiency with its page, the inspector&apos;s words, cost ranges and local
            contractors.
          </p>
        </div>
        <Button asChild>
          <Link href="/">Analyze your report</Link>
        </Button>
      </Card>
    </PageContainer>
  );
};
