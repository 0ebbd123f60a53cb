import { Printer } from 'lucide-react';
import { useParams } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useSharedView } from '../api/get-shared-view';
import { RepairRequestDocument } from './repair-request-document';
import { SharedAnalysisView } from './shared-analysis-view';

const LinkUnavailable = () => (
  <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="shared-not-found">
    <h1 className="text-2xl font-semibold">This link is not available</h1>
    <p className="mt-2 text-muted-foreground">
      It may have expired or been revoked by the person who shared it. Ask them for a new link.
    </p>
  </div>
);

/**
 * /shared/:token — a read-only analysis or repair request, for anyone with the link, signed in or not. No app
 * navigation, nothing to edit; kept out of search engines (this meta, and the server's X-Robots-Tag).
 */
export const SharedPage = () => {
  const { token } = useParams<{ token: string }>();
  const query = useSharedView(token);
  const view = query.data;
  useDocumentTitle(view?.kind === 'repair-request' ? 'Shared repair request' : 'Shared inspection analysis');
  return (
    <div className="min-h-screen bg-muted/40 print:bg-white">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b bg-card print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">
            Read-only{view?.sharedBy ? ` · shared by ${view.sharedBy}` : ''}
          </p>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6 print:p-0">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading..." />
          </div>
        ) : !view ? (
          <LinkUnavailable />
        ) : view.kind === 'repair-request' ? (
          <>
            <div className="mb-4 flex justify-end print:hidden">
              <Button size="sm" variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print or save as PDF
              </Button>
            </div>
            <div className="rounded-lg border shadow-sm print:border-none print:shadow-none">
              <RepairRequestDocument request={view.repairRequest} />
            </div>
          </>
        ) : (
          <SharedAnalysisView analysis={view.analysis} />
        )}
      </main>
    </div>
  );
};
