import { LoaderCircle, Send, Trash2, Webhook } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { WebhookDelivery } from '@/contracts/webhooks';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatDateTime, pluralize } from '@/web/lib/format';
import { useDeleteWebhook, useSaveWebhook, useSendTestEvent, useWebhook } from '../api/developer-settings';
import { CopyField } from './api-tokens-card';

const STATUS = {
  pending: { label: 'Sending', variant: 'secondary' },
  delivered: { label: 'Delivered', variant: 'success' },
  retrying: { label: 'Retrying', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

const DeliveryRow = ({ delivery }: { delivery: WebhookDelivery }) => {
  const status = STATUS[delivery.status];
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4">
      <Badge variant={status.variant}>{status.label}</Badge>
      <div className="min-w-0">
        <p className="font-mono text-sm">
          {delivery.eventType}
          {delivery.reportId !== null && <span className="text-muted-foreground"> · report {delivery.reportId}</span>}
        </p>
        {delivery.error && <p className="text-sm break-words text-muted-foreground">{delivery.error}</p>}
      </div>
      <p className="text-sm text-muted-foreground sm:text-right">
        {formatDateTime(delivery.createdAt)}
        {delivery.attempts > 0 && ` · ${pluralize(delivery.attempts, 'attempt')}`}
        {delivery.responseStatus !== null && ` · HTTP ${delivery.responseStatus}`}
      </p>
    </li>
  );
};

/** Settings → Webhook: one URL for report.completed / report.failed, its signing secret, a test event, the log. */
export const WebhookCard = () => {
  const { data, isPending } = useWebhook();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const endpoint = data?.endpoint ?? null;
  const value = url ?? endpoint?.url ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(value.trim(), {
      onSuccess: () => setUrl(null),
      onError: (error) => setProblem(getErrorMessage(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="size-5 text-muted-foreground" aria-hidden="true" />
          Webhook
        </CardTitle>
        <CardDescription>
          We POST <code>report.completed</code> and <code>report.failed</code> to this HTTPS URL, signed with the secret
          below (the <code>Punchlist-Signature</code> header), and retry for up to 24 hours until it answers 2xx.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isPending ? (
          <Skeleton className="h-24" aria-label="Loading webhook" />
        ) : (
          <>
            <form onSubmit={submit} noValidate className="grid gap-2">
              <Label htmlFor="webhook-url">Endpoint URL</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="webhook-url"
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/punchlist-events"
                  value={value}
                  aria-invalid={problem !== null}
                  aria-describedby={problem ? 'webhook-url-problem' : undefined}
                  onChange={(e) => setUrl(e.target.value)}
                />
                <Button type="submit" disabled={save.isPending || value.trim() === ''}>
                  {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {endpoint ? 'Update URL' : 'Save URL'}
                </Button>
              </div>
              {problem && (
                <p id="webhook-url-problem" role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              )}
            </form>
            {endpoint && (
              <>
                <CopyField id="webhook-secret" label="Signing secret" value={endpoint.secret} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
                    {test.isPending ? (
                      <LoaderCircle className="animate-spin" aria-hidden="true" />
                    ) : (
                      <Send aria-hidden="true" />
                    )}
                    Send test event
                  </Button>
                  <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    <Trash2 aria-hidden="true" />
                    Remove webhook
                  </Button>
                </div>
                <section aria-labelledby="deliveries-title" className="grid gap-2">
                  <h4 id="deliveries-title" className="font-medium">
                    Recent deliveries
                  </h4>
                  {data && data.deliveries.length > 0 ? (
                    <ul className="divide-y border-t" aria-label="Webhook deliveries">
                      {data.deliveries.map((delivery) => (
                        <DeliveryRow key={delivery.id} delivery={delivery} />
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      No events yet. Send a test event, or upload a report.
                    </p>
                  )}
                </section>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
