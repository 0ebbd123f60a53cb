import { Copy, Printer, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { RepairRequest, RepairRequestInput } from '@/contracts/repair-requests';
import { repairRequestTotals } from '@/contracts/repair-requests';
import type { SharedRepairRequest } from '@/contracts/share-links';
import { copyText } from '../utils/copy-text';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatCents, pluralize } from '@/web/lib/format';
import { useSaveRepairRequest } from '../api/repair-request-mutations';
import {
  type BuilderRow,
  type Choice,
  initialChoices,
  liveTotals,
  parseAmount,
  SEVERITY_GROUPS,
  toItemsInput,
} from '../utils/builder-rows';
import { repairRequestText } from '../utils/request-text';
import { BuilderItemRow } from './builder-item-row';

export interface BuilderHeader {
  title: string;
  buyerNames: string;
  propertyAddress: string;
  responseDeadline: string;
  opening: string;
}

/** The builder's form: header fields, the findings by severity, live totals, save / print view / copy as text. */
export const RepairRequestBuilder = ({
  reportId,
  rows,
  request,
  defaults,
}: {
  reportId: number;
  rows: BuilderRow[];
  request: RepairRequest | null;
  defaults: BuilderHeader;
}) => {
  const [, navigate] = useLocation();
  const [header, setHeader] = useState<BuilderHeader>(defaults);
  const [choices, setChoices] = useState<Map<number, Choice>>(() => initialChoices(rows, request));
  const save = useSaveRepairRequest(reportId);
  const snapshot = JSON.stringify([header, [...choices]]);
  const [savedSnapshot, setSavedSnapshot] = useState<string | null>(request ? snapshot : null);
  const dirty = savedSnapshot !== snapshot;
  const totals = liveTotals(rows, choices);

  const setField = (field: keyof BuilderHeader) => (value: string) => setHeader((h) => ({ ...h, [field]: value }));
  const update = (id: number, next: Partial<Choice>) =>
    setChoices((current) => {
      const copy = new Map(current);
      const previous = copy.get(id)!;
      const merged = { ...previous, ...next };
      copy.set(id, merged);
      return copy;
    });

  const toInput = (): RepairRequestInput | null => {
    const items = toItemsInput(rows, choices);
    if ('error' in items) {
      toast({ title: 'Check the request', description: items.error, variant: 'destructive' });
      return null;
    }
    return {
      title: header.title,
      buyerNames: header.buyerNames,
      propertyAddress: header.propertyAddress,
      responseDeadline: header.responseDeadline || null,
      opening: header.opening,
      items: items.items,
    };
  };

  /** Saves when there is anything unsaved; resolves to the saved request's id. */
  const persist = async (): Promise<number | null> => {
    if (!dirty && request) return request.id;
    const input = toInput();
    if (!input) return null;
    try {
      const saved = await save.mutateAsync({ id: request?.id ?? null, input });
      setSavedSnapshot(snapshot);
      toast({ title: 'Repair request saved', variant: 'success' });
      return saved.id;
    } catch (error) {
      toast({ title: 'Could not save the request', description: getErrorMessage(error), variant: 'destructive' });
      return null;
    }
  };

  const onSave = async () => {
    const id = await persist();
    if (id !== null && !request) navigate(`/repair-requests/${id}`, { replace: true });
  };
  const onPrint = async () => {
    const id = await persist();
    if (id !== null) navigate(`/repair-requests/${id}/print`);
  };
  const asDocument = (): SharedRepairRequest => {
    const items = rows
      .filter((row) => choices.get(row.deficiencyId)?.selected)
      .map((row) => {
        const choice = choices.get(row.deficiencyId)!;
        const amount = parseAmount(choice.amount);
        return {
          ...row,
          type: choice.type,
          amountCents: choice.type === 'credit' && 'cents' in amount ? amount.cents : null,
          note: choice.note.trim(),
        };
      });
    return {
      ...header,
      responseDeadline: header.responseDeadline || null,
      items,
      totals: repairRequestTotals(items),
      updatedAt: request?.updatedAt ?? new Date().toISOString(),
    };
  };

  const groups = useMemo(
    () =>
      [
        ...SEVERITY_GROUPS.map((group) => ({
          key: group.severity,
          title: group.title,
          rows: rows.filter((row) => !row.excludedInAnalysis && row.severity === group.severity),
        })),
        { key: 'excluded', title: 'No longer in the analysis', rows: rows.filter((row) => row.excludedInAnalysis) },
      ].filter((group) => group.rows.length > 0),
    [rows],
  );

  return (
    <form
      className="space-y-6 pb-28"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <section className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
        <div className="space-y-2">
          <Label htmlFor="request-title">Request name</Label>
          <Input
            id="request-title"
            required
            maxLength={120}
            value={header.title}
            onChange={(e) => setField('title')(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="request-buyers">Buyer name(s)</Label>
          <Input
            id="request-buyers"
            maxLength={200}
            value={header.buyerNames}
            onChange={(e) => setField('buyerNames')(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="request-address">Property address</Label>
          <Input
            id="request-address"
            maxLength={300}
            value={header.propertyAddress}
            onChange={(e) => setField('propertyAddress')(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="request-deadline">Response deadline</Label>
          <Input
            id="request-deadline"
            type="date"
            value={header.responseDeadline}
            onChange={(e) => setField('responseDeadline')(e.target.value)}
          />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="request-opening">Opening paragraph</Label>
          <Textarea
            id="request-opening"
            rows={4}
            maxLength={4000}
            value={header.opening}
            onChange={(e) => setField('opening')(e.target.value)}
          />
        </div>
      </section>

      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`}>
          <h2 id={`group-${group.key}`} className="mb-2 text-lg font-semibold">
            {group.title} <span className="text-sm font-normal text-muted-foreground">({group.rows.length})</span>
          </h2>
          <ul className="space-y-3">
            {group.rows.map((row) => (
              <BuilderItemRow
                key={row.deficiencyId}
                row={row}
                choice={choices.get(row.deficiencyId)!}
                onChange={(next) => update(row.deficiencyId, next)}
              />
            ))}
          </ul>
        </section>
      ))}

      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 shadow-lg backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-sm" aria-live="polite" data-testid="builder-totals">
            <span className="font-semibold">{pluralize(totals.repairCount, 'repair request')}</span>
            {' · '}
            Credits requested:{' '}
            <span className="font-semibold" data-testid="builder-credit-total">
              {formatCents(totals.creditCents)}
            </span>
            {dirty && <span className="ml-2 text-muted-foreground">· Unsaved changes</span>}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void copyText(repairRequestText(asDocument()), 'The request')}
            >
              <Copy aria-hidden="true" />
              Copy as text
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={save.isPending} onClick={() => void onPrint()}>
              <Printer aria-hidden="true" />
              Print view
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending || (!dirty && request !== null)}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
};
