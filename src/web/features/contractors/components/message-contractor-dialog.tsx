/**
 * MessageContractorDialog — a text to one contractor about one finding (report-lifecycle §5, §8).
 *
 * Props
 *  - open: boolean; onOpenChange: (open: boolean) => void — controlled by the parent (e.g. a card's 'Message').
 *  - reportId: number
 *  - propertyAddress: string | null — the report's property address (the text carries it).
 *  - finding: MessageFinding
 *  - contractor: Contractor | null — who receives it (the dialog renders nothing useful without one).
 *
 * Fields 'Your Name *', 'Your Phone Number *' (both filled from the profile) and 'Message' (optional: the homeowner's
 * own words, which open the text; the finding's description is in the text already, so it starts empty). Below them,
 * the exact text the contractor receives, built by the function the server sends with. Name and phone are required
 * after trimming ('Missing Information' / 'Please provide your name and phone number.'). Send and Cancel are
 * disabled while sending. Success: 'Message Sent!' toast, the dialog closes and its fields reset; failure: 'Failed
 * to Send Message' with the server's message, and the dialog stays open.
 */
import { Send } from 'lucide-react';
import { useState } from 'react';
import { buildContractorMessage } from '@/contracts/contractor-message';
import type { Contractor } from '@/contracts/contractors';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { tradeLabel } from '@/contracts/analysis-display';
import { formatPhone } from '../utils/contractor-display';
import { HomeownerContactFields } from './homeowner-contact-fields';
import { MESSAGE_COPY } from '../utils/message-copy';
import { findingCost, type MessageFinding } from '../utils/message-finding';
import { MessagePreview } from './message-preview';
import { MessageWordsField } from './message-words-field';
import { useMessageContractor } from '../api/message-contractors';
import { useHomeownerContact } from '../hooks/use-homeowner-contact';

export interface MessageContractorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportId: number;
  propertyAddress: string | null;
  finding: MessageFinding;
  contractor: Contractor | null;
}

export const MessageContractorDialog = ({
  open,
  onOpenChange,
  reportId,
  propertyAddress,
  finding,
  contractor,
}: MessageContractorDialogProps) => {
  const contact = useHomeownerContact();
  const { name, phone } = contact;
  const [message, setMessage] = useState('');
  const send = useMessageContractor(reportId);

  const close = (next: boolean) => {
    if (!send.isPending) onOpenChange(next);
  };

  const preview =
    contractor && name.trim() && phone.trim()
      ? buildContractorMessage({
          contractorName: contractor.name,
          propertyAddress,
          location: finding.location,
          category: finding.category,
          issue: finding.description,
          severity: finding.severity,
          cost: findingCost(finding),
          additionalDetails: message,
          homeownerName: name,
          homeownerPhone: phone,
        })
      : null;

  const onSend = () => {
    if (!contractor) return;
    if (!name.trim() || !phone.trim()) {
      toast({ title: MESSAGE_COPY.missingTitle, description: MESSAGE_COPY.missing, variant: 'destructive' });
      return;
    }
    send.mutate(
      {
        contractorId: contractor.id,
        body: {
          reportId,
          deficiencyId: finding.id,
          homeownerName: name.trim(),
          homeownerPhone: phone.trim(),
          customMessage: message.trim() || undefined,
        },
      },
      {
        onSuccess: () => {
          toast({
            title: MESSAGE_COPY.singleSentTitle,
            description: MESSAGE_COPY.singleSent(contractor.name),
            variant: 'success',
          });
          contact.reset();
          setMessage('');
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: MESSAGE_COPY.singleFailedTitle,
            description: getErrorMessage(error, MESSAGE_COPY.singleFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open && contractor !== null} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Message {contractor?.name}</DialogTitle>
          <DialogDescription>
            {contractor && `${tradeLabel(contractor.category)} · ${formatPhone(contractor.phone ?? '')}. `}
            They receive a text about this finding with your name and number.
          </DialogDescription>
        </DialogHeader>
        <HomeownerContactFields
          name={name}
          phone={phone}
          onNameChange={contact.setName}
          onPhoneChange={contact.setPhone}
          disabled={send.isPending}
        />
        <MessageWordsField label="Message" value={message} onChange={setMessage} disabled={send.isPending} />
        <MessagePreview text={preview} />
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={onSend} disabled={send.isPending || !contractor}>
            {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
