import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Copy, Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { copyText } from '../utils/copy-text';
import { repairRequestQueryOptions } from '../api/negotiation-queries';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { repairRequestText } from '../utils/request-text';
import { RepairRequestDocument } from './repair-request-document';

/** /repair-requests/:id/print — the document alone, no app chrome: the browser's print-to-PDF gives a clean PDF. */
export const RepairRequestPrintPage = () => {
  const { id } = useParams<{ id: string }>();
  const query = useQuery(repairRequestQueryOptions(Number(id)));
  const request = query.data;
  useDocumentTitle(request ? `Repair request: ${request.title}` : 'Repair request');

  if (query.isPending)
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading repair request..." />
      </div>
    );
  if (!request)
    return (
      <main className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Repair request not found</h1>
        <p className="mt-2 text-muted-foreground">It does not exist, or you need to sign in to see it.</p>
        <Button asChild className="mt-6">
          <Link href="/reports">Back to Reports</Link>
        </Button>
      </main>
    );
  return (
    <main className="min-h-screen bg-neutral-100 py-6 print:bg-white print:py-0">
      <div className="mx-auto mb-4 flex max-w-[52rem] flex-wrap items-center justify-between gap-2 px-4 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link href={`/repair-requests/${request.id}`}>
            <ArrowLeft aria-hidden="true" />
            Back to editing
          </Link>
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyText(repairRequestText(request), 'The request')}>
            <Copy aria-hidden="true" />
            Copy as text
          </Button>
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print or save as PDF
          </Button>
        </div>
      </div>
      <div className="shadow-sm print:shadow-none">
        <RepairRequestDocument request={request} />
      </div>
    </main>
  );
};
