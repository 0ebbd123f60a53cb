/**
 * SendProjectDetailsDialog — 'Send Project Details to Contractors' for one finding (report-lifecycle §2, §5, §8).
 *
 * Props
 *  - reportId: number
 *  - propertyAddress: string | null — the report's property address (shown in the summary and the SMS).
 *  - finding: MessageFinding — id, category (display name), severity, description, location, quantity, costEstimate.
 *  - contractors: Contractor[] — the finding's matched contractors; only those with a phone are listed.
 *  - open?: boolean; onOpenChange?: (open: boolean) => void — pass both to control it from the parent; leave them
 *    out and the dialog controls itself behind its own 'Message Contractors' button.
 *  - triggerClassName?: string — classes for that button.
 *
 * Holds the project summary (property, category, priority badge, issue, optional location, optional estimated cost
 * range), 'Select Contractors to Message (N available)', 'Your Name *', 'Your Phone Number *' (both filled from the
 * profile), 'Additional Message' (the homeowner's words, which open the text), the message preview — the exact text,
 * built by the function the server sends with ('Please fill in your contact information to see the message preview.'
 * until name and phone are filled), Cancel and 'Send Messages (N)' (disabled while sending or when no contractor has a phone). After a
 * send with at least one message it closes and clears name, phone, message and selection; otherwise it stays open.
 */
import { MessageSquareText, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { buildContractorMessage, CONTRACTOR_NAME_PLACEHOLDER, priorityLabel } from '@/contracts/contractor-message';
import type { Contractor } from '@/contracts/contractors';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { isApiError } from '@/web/lib/api-client';
import { formatUsdRange } from '@/web/lib/format';
import { tradeLabel } from '@/contracts/analysis-display';
import { canText, formatPhone, formatRating } from '../utils/contractor-display';
import { HomeownerContactFields } from './homeowner-contact-fields';
import { DemoBadge } from './contractor-card';
import { MESSAGE_COPY } from '../utils/message-copy';
import { MessagePreview } from './message-preview';
import { MessageWordsField } from './message-words-field';
import { findingCost, type MessageFinding } from '../utils/message-finding';
import { useMessageContractors } from '../api/message-contractors';
import { useHomeownerContact } from '../hooks/use-homeowner-contact';

export interface SendProjectDetailsDialogProps {
  reportId: number;
  propertyAddress: string | null;
  finding: MessageFinding;
  contractors: Contractor[];
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerClassName?: string;
}

const severityVariant = (severity: string) =>
  severity === 'critical' || severity === 'major' || severity === 'minor' ? severity : 'secondary';

export const SendProjectDetailsDialog = ({
  reportId,
  propertyAddress,
  finding,
  contractors,
  open: controlledOpen,
  onOpenChange,
  triggerClassName,
}: SendProjectDetailsDialogProps) => {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;
  const setOpen = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const [selected, setSelected] = useState<string[]>([]);
  const contact = useHomeownerContact();
  const { name, phone } = contact;
  const [message, setMessage] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const send = useMessageContractors(reportId, finding.id);
  const ids = { list: useId() };

  const available = contractors.filter(canText);
  const cost = findingCost(finding);
  const filled = name.trim() !== '' && phone.trim() !== '';
  const only = selected.length === 1 ? available.find((c) => c.id === selected[0]) : undefined;

  const reset = () => {
    setSelected([]);
    contact.reset();
    setMessage('');
    setPhoneError(null);
  };

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((x) => x !== id)));

  const onSend = () => {
    const chosen = selected.filter((id) => available.some((c) => c.id === id));
    if (chosen.length === 0) {
      toast({ title: MESSAGE_COPY.noneSelectedTitle, description: MESSAGE_COPY.noneSelected, variant: 'destructive' });
      return;
    }
    if (!filled) {
      toast({
        title: MESSAGE_COPY.contactRequiredTitle,
        description: MESSAGE_COPY.contactRequired,
        variant: 'destructive',
      });
      return;
    }
    setPhoneError(null);
    send.mutate(
      {
        homeownerName: name.trim(),
        homeownerPhone: phone.trim(),
        contractorIds: chosen,
        customMessage: message.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          if (result.success > 0) {
            toast({
              title: MESSAGE_COPY.sentTitle,
              description: MESSAGE_COPY.sent(result.success, result.total),
              variant: 'success',
            });
            reset();
            setOpen(false);
          } else {
            toast({ title: MESSAGE_COPY.noneSentTitle, description: MESSAGE_COPY.noneSent, variant: 'destructive' });
          }
        },
        onError: (error) => {
          // the spec's toast; a phone the server refused is also named under its field
          if (isApiError(error) && error.fields?.homeownerPhone) setPhoneError(error.fields.homeownerPhone);
          toast({ title: MESSAGE_COPY.failedTitle, description: MESSAGE_COPY.failed, variant: 'destructive' });
        },
      },
    );
  };

  const preview = filled
    ? buildContractorMessage({
        contractorName: only?.name ?? CONTRACTOR_NAME_PLACEHOLDER,
        propertyAddress,
        location: finding.location,
        category: finding.category,
        issue: finding.description,
        severity: finding.severity,
        cost,
        additionalDetails: message,
        homeownerName: name,
        homeownerPhone: phone,
      })
    : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !send.isPending && setOpen(next)}>
      {!controlled && (
        <DialogTrigger asChild>
          <Button size="sm" className={triggerClassName}>
            <MessageSquareText aria-hidden="true" />
            {MESSAGE_COPY.openButton}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{MESSAGE_COPY.projectDialogTitle}</DialogTitle>
          <DialogDescription>
            Each contractor you select gets a text with this project and your contact details, addressed to them by
            name.
          </DialogDescription>
        </DialogHeader>

        <section aria-label="Project summary" className="space-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{finding.category}</span>
            <Badge variant={severityVariant(finding.severity)}>{priorityLabel(finding.severity)} priority</Badge>
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Property</dt>
            <dd>{propertyAddress ?? 'Address not found in the report'}</dd>
            <dt className="text-muted-foreground">Issue</dt>
            <dd>{finding.description}</dd>
            {finding.location && (
              <>
                <dt className="text-muted-foreground">Location</dt>
                <dd>{finding.location}</dd>
              </>
            )}
            {cost && (
              <>
                <dt className="text-muted-foreground">Estimated cost</dt>
                <dd>{formatUsdRange(cost.min, cost.max)}</dd>
              </>
            )}
          </dl>
        </section>

        <section aria-labelledby={ids.list} className="space-y-2">
          <h3 id={ids.list} className="text-sm font-semibold">
            Select Contractors to Message ({available.length} available)
          </h3>
          {available.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{MESSAGE_COPY.noPhones}</p>
          ) : (
            <ul className="max-h-56 divide-y overflow-y-auto rounded-lg border">
              {available.map((contractor) => {
                const checkboxId = `${ids.list}-${contractor.id}`;
                return (
                  <li key={contractor.id} className="flex items-center gap-3 px-3 py-2.5">
                    <Checkbox
                      id={checkboxId}
                      checked={selected.includes(contractor.id)}
                      onCheckedChange={(checked) => toggle(contractor.id, checked === true)}
                      disabled={send.isPending}
                    />
                    <Label
                      htmlFor={checkboxId}
                      className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-center gap-x-2 gap-y-0.5 font-normal"
                    >
                      <span className="font-medium">{contractor.name}</span>
                      {contractor.isDemo && <DemoBadge />}
                      <span className="w-full text-xs text-muted-foreground sm:w-auto">
                        {tradeLabel(contractor.category)} · {formatRating(contractor.rating)}★ ·{' '}
                        {formatPhone(contractor.phone ?? '')}
                      </span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <HomeownerContactFields
          name={name}
          phone={phone}
          onNameChange={contact.setName}
          onPhoneChange={(value) => {
            contact.setPhone(value);
            setPhoneError(null);
          }}
          phoneError={phoneError}
          disabled={send.isPending}
        />
        <MessageWordsField label="Additional Message" value={message} onChange={setMessage} disabled={send.isPending} />
        <MessagePreview text={preview} />

        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={onSend} disabled={send.isPending || available.length === 0}>
            {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
            Send Messages ({selected.length})
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
