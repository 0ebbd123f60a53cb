import { FileText, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Deficiency } from '@/contracts/reports';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { getErrorMessage } from '@/web/lib/api-client';
import { pageImageWidth, usePageImage } from '../api/get-page-image';
import { useReportAnalysis } from '../api/get-report-analysis';

type Cited = Pick<Deficiency, 'page' | 'quote' | 'description' | 'inspectorLabel'>;

/** An object URL for the blob while it is shown, revoked after. */
const useObjectUrl = (blob: Blob | undefined) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};

const PageImage = ({ reportId, page }: { reportId: number; page: number }) => {
  const width = pageImageWidth(window.innerWidth, window.devicePixelRatio || 1);
  const image = usePageImage(reportId, page, width, true);
  const url = useObjectUrl(image.data);
  if (image.isError)
    return (
      <p className="flex items-start gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <ImageOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span data-testid="page-image-error">{getErrorMessage(image.error)}</span>
      </p>
    );
  if (!url)
    return (
      <div className="flex min-h-64 items-center justify-center rounded-lg border bg-muted/30">
        <Spinner label={`Loading page ${page}`} />
      </div>
    );
  return (
    <>
      <img
        src={url}
        alt={`Page ${page} of the inspection report`}
        className="w-full rounded-lg border bg-white shadow-sm"
        data-testid="page-image"
      />
      {/* a phone's dialog shrinks the page: full size in a tab of its own, where it can be zoomed */}
      <a href={url} target="_blank" rel="noopener" className="mt-2 inline-block text-sm text-primary hover:underline">
        Open the page full size
      </a>
    </>
  );
};

/**
 * "From the report, page 10": while the uploaded PDF is kept, the page number opens the page itself beside the
 * inspector's words; after the purge (or for a text upload) it stays plain text and the quote is what remains.
 */
export const CitedPage = ({ reportId, finding }: { reportId: number; finding: Cited }) => {
  const { data: analysis } = useReportAnalysis(reportId);
  const [open, setOpen] = useState(false);
  const { page } = finding;
  if (page === null) return <>From the report</>;
  if (!analysis?.pageImages) return <>From the report, page {page}</>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <span>
        From the report,{' '}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="text-primary underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-haspopup="dialog"
        >
          page {page}
        </button>
      </span>
      <DialogContent className="max-w-6xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <FileText className="size-4" aria-hidden="true" />
            Page {page} of the report
          </DialogTitle>
          <DialogDescription className="line-clamp-2">{finding.description}</DialogDescription>
        </DialogHeader>
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
          {finding.quote && (
            <figure className="rounded-lg border-l-2 border-border bg-muted/40 px-3 py-2 md:order-2 md:sticky md:top-0">
              <figcaption className="text-xs font-medium text-muted-foreground">
                The inspector wrote{finding.inspectorLabel ? ` (${finding.inspectorLabel})` : ''}
              </figcaption>
              <blockquote className="mt-1 text-sm whitespace-pre-line italic" data-testid="page-viewer-quote">
                “{finding.quote}”
              </blockquote>
            </figure>
          )}
          <div className="md:order-1">{open && <PageImage reportId={reportId} page={page} />}</div>
        </div>
      </DialogContent>
    </Dialog>
  );
};
