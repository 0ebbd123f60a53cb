import { Check, CloudUpload, FileText, LoaderCircle, MapPin, MessageSquare, Phone, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';

// The demo dialog's four screens, drawn with sample data (no real property, report or business).

const Screen = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="flex h-full flex-col">
    <div className="border-b px-4 py-3 text-sm font-semibold">{title}</div>
    <div className="flex flex-1 flex-col gap-3 overflow-hidden p-4 text-sm">{children}</div>
  </div>
);

const UploadScreen = () => (
  <Screen title="Upload report">
    <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary/40 bg-primary/5 p-4 text-center">
      <CloudUpload className="size-9 text-primary" aria-hidden="true" />
      <p className="font-medium">Drop your inspection report</p>
      <p className="text-xs text-muted-foreground">PDF or text, up to 25MB</p>
    </div>
    <div className="flex items-center gap-3 rounded-lg border bg-card p-3">
      <FileText className="size-5 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-medium">sample-inspection-report.pdf</p>
        <div className="mt-1.5 h-1.5 rounded-full bg-muted">
          <div className="h-full w-4/5 rounded-full bg-primary" />
        </div>
      </div>
    </div>
  </Screen>
);

const STAGES = [
  { label: 'Reading the report', state: 'done' },
  { label: 'Finding issues', state: 'done' },
  { label: 'Pricing repairs', state: 'active' },
  { label: 'Matching contractors', state: 'waiting' },
] as const;

const ProgressScreen = () => (
  <Screen title="Analyzing…">
    <div className="rounded-lg border bg-card p-3">
      <p className="text-xs text-muted-foreground">sample-inspection-report.pdf</p>
      <div className="mt-2 h-2 rounded-full bg-muted">
        <div className="h-full w-3/5 rounded-full bg-primary" />
      </div>
    </div>
    <ol className="grid gap-2.5">
      {STAGES.map(({ label, state }) => (
        <li key={label} className="flex items-center gap-2.5">
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full border',
              state === 'done' && 'border-success bg-success text-success-foreground',
              state === 'active' && 'border-primary text-primary',
            )}
          >
            {state === 'done' && <Check className="size-3.5" aria-hidden="true" />}
            {state === 'active' && <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />}
          </span>
          <span className={cn(state === 'waiting' && 'text-muted-foreground')}>{label}</span>
        </li>
      ))}
    </ol>
    <p className="mt-auto rounded-lg bg-muted p-3 text-xs text-muted-foreground">
      You can leave this screen: a notification tells you when it&apos;s done.
    </p>
  </Screen>
);

const FINDINGS = [
  { severity: 'critical', text: 'Double-tapped breaker in main panel', page: 14, cost: '$90 – $180' },
  { severity: 'critical', text: 'Water heater relief valve has no discharge pipe', page: 22, cost: '$80 – $170' },
  { severity: 'major', text: 'Damaged shingles on north slope', page: 8, cost: '$300 – $850' },
  { severity: 'minor', text: 'Missing downspout extension', page: 6, cost: '$25 – $60' },
] as const;

const ResultsScreen = () => (
  <Screen title="Results">
    <div className="grid grid-cols-3 gap-2 text-center">
      {[
        ['2', 'Critical', 'bg-severity-critical/12 text-severity-critical'],
        ['5', 'Major', 'bg-severity-major/15 text-severity-major'],
        ['9', 'Minor', 'bg-severity-minor/20 text-warning-foreground dark:text-severity-minor'],
      ].map(([n, label, tone]) => (
        <div key={label} className={cn('rounded-lg p-2', tone)}>
          <p className="text-lg font-semibold">{n}</p>
          <p className="text-[11px] font-medium">{label}</p>
        </div>
      ))}
    </div>
    <ul className="grid gap-2">
      {FINDINGS.map((f) => (
        <li key={f.text} className="rounded-lg border bg-card p-2.5">
          <div className="flex items-center justify-between gap-2">
            <Badge variant={f.severity} className="capitalize">
              {f.severity}
            </Badge>
            <span className="text-xs font-medium">{f.cost}</span>
          </div>
          <p className="mt-1.5 text-xs leading-snug">{f.text}</p>
          <p className="mt-1 text-[11px] text-muted-foreground">Report page {f.page}</p>
        </li>
      ))}
    </ul>
  </Screen>
);

const CONTRACTORS = [
  { name: 'Sample Electric Co.', rating: 4.8, reviews: 212, miles: 1.9 },
  { name: 'Example Wiring Services', rating: 4.6, reviews: 97, miles: 3.4 },
  { name: 'Demo Power & Light', rating: 4.5, reviews: 64, miles: 5.5 },
] as const;

const ContractorsScreen = () => (
  <Screen title="Electricians near the property">
    <ul className="grid gap-2">
      {CONTRACTORS.map((c) => (
        <li key={c.name} className="rounded-lg border bg-card p-3">
          <p className="text-xs font-semibold">{c.name}</p>
          <p className="mt-1 flex items-center gap-3 text-[11px] text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Star className="size-3 fill-warning text-warning" aria-hidden="true" />
              {c.rating} ({c.reviews})
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3" aria-hidden="true" />
              {c.miles} mi
            </span>
          </p>
          <div className="mt-2 flex gap-2">
            <span className="inline-flex items-center gap-1 rounded-md bg-primary px-2 py-1 text-[11px] font-medium text-primary-foreground">
              <MessageSquare className="size-3" aria-hidden="true" />
              Text
            </span>
            <span className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-[11px] font-medium">
              <Phone className="size-3" aria-hidden="true" />
              Call
            </span>
          </div>
        </li>
      ))}
    </ul>
    <p className="mt-auto text-[11px] text-muted-foreground">
      Ranked by rating, reviews and distance. No referral fees.
    </p>
  </Screen>
);

export const DEMO_SLIDES = [
  {
    title: 'Upload your report',
    text: 'Drop in the PDF your inspector sent. Text reports work too.',
    screen: UploadScreen,
  },
  {
    title: 'Analysis in progress',
    text: 'We read every page, pull out each deficiency, price it for your region and find contractors.',
    screen: ProgressScreen,
  },
  {
    title: 'Colour-coded results',
    text: 'Critical, major and minor at a glance, each with the report page and a cost range.',
    screen: ResultsScreen,
  },
  {
    title: 'Find contractors',
    text: 'Local pros ranked on public ratings, reviews and distance. Text them straight from the app.',
    screen: ContractorsScreen,
  },
] as const;
