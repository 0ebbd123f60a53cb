import { useQuery } from '@tanstack/react-query';
import { FileJson, KeyRound, Terminal, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { type Field, type OpenApiDocument, type OperationView, tokenOperations } from '../utils/openapi-view';
import { queryKeys } from '@/web/lib/query-keys';

const OPENAPI_URL = '/api/openapi.json';

/** The three calls an integration makes, against this very server. */
const curlExample = (origin: string) => `TOKEN=pl_…   # Settings → API tokens

# 1. upload a report (PDF or .txt): answers {"reportId": 42}
curl -s -H "Authorization: Bearer $TOKEN" \\
  -F file=@inspection.pdf ${origin}/api/reports/upload

# 2. poll until status is no longer "processing"
curl -s -H "Authorization: Bearer $TOKEN" ${origin}/api/reports/42/status
# {"status":"completed","stage":"done","failureReason":null}

# 3. read the analysis: every deficiency with page, quote and costs
curl -s -H "Authorization: Bearer $TOKEN" ${origin}/api/reports/42/analysis`;

const verifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: Punchlist-Signature: t=1767225600,v1=5f2b…
export const verify = (secret, rawBody, header) => {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  return fresh && timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(expected, 'hex'));
};`;

const Code = ({ children, label }: { children: string; label: string }) => (
  <pre
    aria-label={label}
    className="max-w-full overflow-x-auto rounded-lg border bg-muted/60 p-4 font-mono text-xs leading-relaxed sm:text-sm"
  >
    <code>{children}</code>
  </pre>
);

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-primary/10 text-primary',
  // the success green on its own tint fails WCAG contrast (axe): the text stays the foreground colour, as in Badge
  POST: 'bg-success/15 text-foreground',
  PUT: 'bg-warning/20 text-warning-foreground dark:text-warning',
  PATCH: 'bg-warning/20 text-warning-foreground dark:text-warning',
  DELETE: 'bg-destructive/10 text-destructive',
};

const Fields = ({ title, fields }: { title: string; fields: Field[] }) =>
  fields.length === 0 ? null : (
    <div className="grid gap-1">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul className="grid gap-1 text-sm">
        {fields.map((field) => (
          <li key={field.name} className="flex flex-wrap gap-x-2">
            <code className="font-mono font-medium">{field.name}</code>
            <span className="font-mono break-all text-muted-foreground">{field.type}</span>
            {field.required && <span className="text-xs text-muted-foreground">required</span>}
          </li>
        ))}
      </ul>
    </div>
  );

const OperationCard = ({ op }: { op: OperationView }) => (
  <li className="grid gap-3 py-5">
    <div className="flex flex-wrap items-center gap-2">
      <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${METHOD_STYLE[op.method] ?? ''}`}>
        {op.method}
      </span>
      <code className="font-mono text-sm break-all">{op.path}</code>
    </div>
    <div>
      <h3 className="font-medium">{op.summary}</h3>
      {op.description && <p className="text-sm text-muted-foreground">{op.description}</p>}
    </div>
    <div className="grid gap-4 sm:grid-cols-3">
      <Fields title="Parameters" fields={op.params} />
      {op.body && <Fields title={`Body (${op.body.contentType})`} fields={op.body.fields} />}
      {op.answer && (
        <div className="grid gap-1">
          <Fields title={`Answer ${op.answer.status}`} fields={op.answer.fields} />
          {op.answer.fields.length === 0 && (
            <p className="text-sm">
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Answer {op.answer.status}
              </span>{' '}
              <span className="font-mono text-muted-foreground">
                {op.answer.contentType ?? 'no content'}
                {op.answer.type && op.answer.contentType === 'application/json' ? ` (${op.answer.type})` : ''}
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  </li>
);

/** /developers: how to use the API with a token, rendered from the server's own OpenAPI document. */
export const DevelopersPage = () => {
  const { data: document, isPending, isError } = useQuery<OpenApiDocument | null>({ queryKey: queryKeys.openApi });
  const operations = document ? tokenOperations(document) : [];

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        eyebrow="Developers"
        title="Punchlist API"
        description="Send inspection reports in and read analyses out from your own tools: the same JSON API the app uses, with a personal API token."
        actions={
          <Button asChild variant="outline">
            <a href={OPENAPI_URL} target="_blank" rel="noopener">
              <FileJson aria-hidden="true" />
              OpenAPI 3.1 document
            </a>
          </Button>
        }
      />
      {/* grid items may shrink below their content: the code blocks scroll instead of widening the page */}
      <div className="grid gap-6 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Terminal className="size-5 text-primary" aria-hidden="true" />
              Upload, poll, read the analysis
            </CardTitle>
            <CardDescription>
              Create a token under <Link href="/settings">Settings → API tokens</Link> and send it as{' '}
              <code>Authorization: Bearer</code>. A token reaches only your own reports, with the same rules as the app
              (a locked report shows its cost range until you unlock it), and has its own rate limit.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Code label="curl example">{curlExample(window.location.origin)}</Code>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Webhook className="size-5 text-primary" aria-hidden="true" />
              Webhooks instead of polling
            </CardTitle>
            <CardDescription className="[overflow-wrap:anywhere]">
              Add an HTTPS URL under Settings → Webhook to receive <code>report.completed</code> and{' '}
              <code>report.failed</code> as JSON (
              <code>{'{id, type, createdAt, data: {reportId, status, failureReason}}'}</code>). Each delivery carries{' '}
              <code>Punchlist-Signature: t=…,v1=…</code>, an HMAC-SHA256 of <code>t.body</code> with your signing
              secret; answer 2xx, or we retry with growing delays for up to 24 hours. Deduplicate by the event{' '}
              <code>id</code>.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Code label="Signature check in Node.js">{verifyExample}</Code>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-5 text-primary" aria-hidden="true" />
              Operations available with a token
            </CardTitle>
            <CardDescription>
              Generated from the API&apos;s own schemas. Errors answer <code>{'{message, fields?}'}</code> with 400, 401
              (token invalid, expired or revoked), 403 (not a token route), 404 (not found or not yours) or 429.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {isPending ? (
              <Skeleton className="h-64" aria-label="Loading the API reference" />
            ) : isError || !document ? (
              <p role="alert" className="text-destructive">
                The API reference could not be loaded. Please reload the page.
              </p>
            ) : (
              <ul className="divide-y border-t" aria-label="API operations">
                {operations.map((op) => (
                  <OperationCard key={op.id} op={op} />
                ))}
              </ul>
            )}
            {document?.info?.version && (
              <p className="mt-4 text-sm text-muted-foreground">
                API version <Badge variant="outline">{document.info.version}</Badge>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
};
