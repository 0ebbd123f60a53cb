import { FileText } from 'lucide-react';
import type { QuestionCitation } from '@/contracts/questions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { HighlightedText } from './highlighted-text';

const EXCERPT_CHARS = 160;

// The stretch of the quote around its first match, for the button; the dialog shows the whole passage.
const excerpt = (citation: QuestionCitation) => {
  const first = citation.highlights[0]?.[0] ?? 0;
  const start = first > EXCERPT_CHARS / 2 ? citation.quote.lastIndexOf(' ', first - EXCERPT_CHARS / 2) + 1 : 0;
  const end = Math.min(citation.quote.length, start + EXCERPT_CHARS);
  return {
    text: `${start > 0 ? '…' : ''}${citation.quote.slice(start, end)}${end < citation.quote.length ? '…' : ''}`,
    ranges: citation.highlights
      .filter(([a, b]) => a >= start && b <= end)
      .map(([a, b]) => [a - start + (start > 0 ? 1 : 0), b - start + (start > 0 ? 1 : 0)] as [number, number]),
  };
};

/** One cited page: page, heading and the matching words; opening it shows the passage in full, in context. */
export const CitationButton = ({ citation }: { citation: QuestionCitation }) => {
  const short = excerpt(citation);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          data-testid="citation"
          className="w-full rounded-md border bg-background p-2 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="flex items-center gap-1 font-medium">
            <FileText className="size-3.5 text-muted-foreground" aria-hidden="true" />
            Page {citation.page}
            {citation.heading && <span className="truncate text-muted-foreground">· {citation.heading}</span>}
          </span>
          <span className="mt-1 block text-muted-foreground">
            <HighlightedText text={short.text} ranges={short.ranges} />
          </span>
        </button>
      </DialogTrigger>
      <DialogContent data-testid="citation-dialog" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Page {citation.page}</DialogTitle>
          <DialogDescription>{citation.heading ?? 'From the report'}</DialogDescription>
        </DialogHeader>
        <blockquote className="max-h-[60vh] overflow-y-auto rounded-md border-l-4 border-primary/50 bg-muted/40 p-3 text-sm whitespace-pre-wrap">
          <HighlightedText text={citation.quote} ranges={citation.highlights} />
        </blockquote>
      </DialogContent>
    </Dialog>
  );
};
