import { FilePenLine, Handshake, Printer } from 'lucide-react';
import { Link } from 'wouter';
import type { ShareLink } from '@/contracts/share-links';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatCents, formatDate, pluralize } from '@/web/lib/format';
import { CreateShareLinkDialog } from './create-share-link-dialog';
import { useRepairRequests, useRevokeShareLink, useShareLinks } from '../api/negotiation-queries';
import { shareLinkExpiryText, shareLinkState, shareLinkViewsText } from '../utils/share-link-status';

/**
 * The analysis page's entry to negotiating (issue 19): Build repair request, the saved requests, and the read-only
 * links with their views. Compact on purpose: the builder, print view and shared page are pages of their own.
 */
export const NegotiationPanel = ({ reportId }: { reportId: number }) => {
  const requests = useRepairRequests(reportId).data ?? [];
  const links = useShareLinks(reportId).data ?? [];
  return (
    <section aria-labelledby="negotiation-title" className="mb-6 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="negotiation-title" className="flex items-center gap-2 text-lg font-semibold">
            <Handshake className="size-5 text-primary" aria-hidden="true" />
            Negotiate with the seller
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Ask for repairs or a credit, print it for your agent, or share a read-only link.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={`/reports/${reportId}/repair-requests/new`}>
              <FilePenLine aria-hidden="true" />
              Build repair request
            </Link>
          </Button>
          <CreateShareLinkDialog reportId={reportId} requests={requests} />
        </div>
      </div>
      {requests.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-muted-foreground">Repair requests</h3>
          <ul className="mt-2 divide-y rounded-lg border" data-testid="saved-repair-requests">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <Link href={`/repair-requests/${request.id}`} className="font-medium break-words hover:underline">
                    {request.title}
                  </Link>
                  <span className="ml-2 text-muted-foreground">
                    {pluralize(request.totals.repairCount, 'repair')} · {formatCents(request.totals.creditCents)} in
                    credits · updated {formatDate(request.updatedAt)}
                  </span>
                </div>
                <Button asChild variant="ghost" size="sm">
                  <Link href={`/repair-requests/${request.id}/print`}>
                    <Printer aria-hidden="true" />
                    Print view
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {links.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-muted-foreground">Share links</h3>
          <ul className="mt-2 divide-y rounded-lg border" data-testid="share-links">
            {links.map((link) => (
              <ShareLinkRow key={link.id} reportId={reportId} link={link} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

const ShareLinkRow = ({ reportId, link }: { reportId: number; link: ShareLink }) => {
  const revoke = useRevokeShareLink(reportId);
  const state = shareLinkState(link);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-state={state}>
      <div className="min-w-0">
        <span className="font-medium break-words">{link.label}</span>
        <span className="ml-2 text-muted-foreground">
          {link.repairRequestTitle ? `Repair request “${link.repairRequestTitle}”` : 'Analysis'}
        </span>
        <div className="text-xs text-muted-foreground">
          {shareLinkExpiryText(link)} · {shareLinkViewsText(link)}
        </div>
      </div>
      {state === 'active' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke ${link.label}`}
          onClick={() =>
            revoke.mutate(link.id, {
              onSuccess: () => toast({ title: 'Link revoked', description: 'It no longer opens.' }),
              onError: (error) =>
                toast({ title: 'Could not revoke', description: getErrorMessage(error), variant: 'destructive' }),
            })
          }
        >
          Revoke
        </Button>
      ) : (
        <Badge variant="secondary">{state === 'revoked' ? 'Revoked' : 'Expired'}</Badge>
      )}
    </li>
  );
};
