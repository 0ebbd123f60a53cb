import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { DEFAULT_OPENING, type RepairRequest } from '@/contracts/repair-requests';
import type { Analysis } from '@/contracts/reports';
import { repairRequestQueryOptions, useDeleteRepairRequest, useRepairRequests } from '../api/negotiation-queries';
import { PageContainer, PageHeader } from '@/web/components/page';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { useUser } from '@/web/lib/auth';
import { builderRows } from '../utils/builder-rows';
import { type BuilderHeader, RepairRequestBuilder } from './repair-request-builder';
import { queryKeys } from '@/web/lib/query-keys';

const Message = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div className="mx-auto max-w-lg py-12 text-center">
    <h2 className="text-2xl font-semibold">{title}</h2>
    <p className="mt-2 text-muted-foreground">{children}</p>
  </div>
);

const DeleteRequestButton = ({ request }: { request: RepairRequest }) => {
  const [, navigate] = useLocation();
  const remove = useDeleteRepairRequest(request.reportId);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{request.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            The request and any share links to it are deleted. The analysis is not changed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              remove.mutate(request.id, {
                onSuccess: () => {
                  toast({ title: 'Repair request deleted' });
                  navigate(`/reports/${request.reportId}`);
                },
                onError: (error) =>
                  toast({ title: 'Could not delete', description: getErrorMessage(error), variant: 'destructive' }),
              })
            }
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};

/** Loads the analysis (and the saved request when editing) and opens the builder on them. */
const BuilderLoader = ({ reportId, request }: { reportId: number; request: RepairRequest | null }) => {
  const analysis = useQuery<Analysis | null>({ queryKey: queryKeys.reportAnalysis(reportId) });
  const existing = useRepairRequests(reportId);
  const { user } = useUser();
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3 text-muted-foreground">
      <Link href={`/reports/${reportId}`}>
        <ArrowLeft aria-hidden="true" />
        Back to the analysis
      </Link>
    </Button>
  );
  const title = request ? request.title : 'Build repair request';
  const header = (
    <PageHeader
      title={title}
      description="Choose what to ask of the seller: a repair, or a credit at closing. Critical and major findings start selected."
      actions={request && <DeleteRequestButton request={request} />}
    />
  );

  if (analysis.isPending || (!request && existing.isPending))
    return (
      <PageContainer>
        {back}
        {header}
        <div className="flex justify-center py-16">
          <Spinner label="Loading the analysis..." />
        </div>
      </PageContainer>
    );
  const data = analysis.data;
  if (!data || existing.isError) {
    const locked = data && !data.hasFullAccess;
    return (
      <PageContainer>
        {back}
        {header}
        {locked ? (
          <Message title="Unlock this report first">
            Unlock this report with 1 credit to build repair requests and share links.
          </Message>
        ) : (
          <Message title="Report Not Found">
            The report you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
          </Message>
        )}
      </PageContainer>
    );
  }
  if (!data.hasFullAccess || data.status !== 'completed')
    return (
      <PageContainer>
        {back}
        {header}
        <Message title={data.hasFullAccess ? 'The analysis is not ready' : 'Unlock this report first'}>
          {data.hasFullAccess
            ? 'A repair request can be built once the analysis has completed.'
            : 'Unlock this report with 1 credit to build repair requests and share links.'}
        </Message>
      </PageContainer>
    );

  const rows = builderRows(data, request);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const defaults: BuilderHeader = request
    ? {
        title: request.title,
        buyerNames: request.buyerNames,
        propertyAddress: request.propertyAddress,
        responseDeadline: request.responseDeadline ?? '',
        opening: request.opening,
      }
    : {
        title: `Draft ${(existing.data?.length ?? 0) + 1}`,
        buyerNames: fullName,
        propertyAddress: data.propertyAddress ?? '',
        responseDeadline: '',
        opening: DEFAULT_OPENING,
      };
  return (
    <PageContainer>
      {back}
      {header}
      <RepairRequestBuilder
        key={request?.id ?? 'new'}
        reportId={reportId}
        rows={rows}
        request={request}
        defaults={defaults}
      />
    </PageContainer>
  );
};

/** /reports/:id/repair-requests/new */
export const NewRepairRequestPage = () => {
  const { id } = useParams<{ id: string }>();
  return <BuilderLoader reportId={Number(id)} request={null} />;
};

/** /repair-requests/:id — a saved request, to edit. */
export const EditRepairRequestPage = () => {
  const { id } = useParams<{ id: string }>();
  const query = useQuery(repairRequestQueryOptions(Number(id)));
  if (query.isPending)
    return (
      <PageContainer>
        <div className="flex justify-center py-16">
          <Spinner label="Loading repair request..." />
        </div>
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer>
        <PageHeader title="Repair request" />
        <Message title="Repair request not found">It does not exist or you don&apos;t have access to it.</Message>
      </PageContainer>
    );
  return <BuilderLoader reportId={query.data.reportId} request={query.data} />;
};
