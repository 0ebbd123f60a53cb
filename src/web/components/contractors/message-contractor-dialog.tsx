/**
 * MessageContractorDialog — a text to one contractor about one finding (report-lifecycle §5, §8).
 *
 * Props
 *  - open: boolean; onOpenChange: (open: boolean) => void — controlled by the parent (e.g. a card's 'Message').
 *  - reportId: number
 *  - finding: MessageFinding — the message defaults to its description.
 *  - contractor: Contractor | null — who receives it (the dialog renders nothing useful without one).
 *
 * Fields 'Your Name *', 'Your Phone Number *' and 'Message' (optional; prefilled with the finding's description).
 * Name and phone are required after trimming ('Missing Information' / 'Please provide your name and phone number.').
 * Send and Cancel are disabled while sending. Success: 'Message Sent!' toast, the dialog closes and its fields
 * reset; failure: 'Failed to Send Message' with the server's message, and the dialog stays open.
 */
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
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
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatPhone, tradeLabel } from './contractor-display';
import { HomeownerContactFields } from './homeowner-contact-fields';
import { MESSAGE_COPY } from './message-copy';
import type { MessageFinding } from './message-finding';
import { useMessageContractor } from './message-contractors-api';

export interface MessageContractorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportId: number;
  finding: MessageFinding;
  contractor: Contractor | null;
}

export const MessageContractorDialog = ({
  open,
  onOpenChange,
  reportId,
  finding,
  contractor,
}: MessageContractorDialogProps) => {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState(finding.description);
  const send = useMessageContractor();
  const ids = { message: useId() };

  // a different finding brings its own default message
  useEffect(() => setMessage(finding.description), [finding.description]);

  const close = (next: boolean) => {
    if (!send.isPending) onOpenChange(next);
  };

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
          customMessage: message.trim() || finding.description,
        },
      },
      {
        onSuccess: () => {
          toast({
            title: MESSAGE_COPY.singleSentTitle,
            description: MESSAGE_COPY.singleSent(contractor.name),
            variant: 'success',
          });
          setName('');
          setPhone('');
          setMessage(finding.description);
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
      <DialogContent>
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
          onNameChange={setName}
          onPhoneChange={setPhone}
          disabled={send.isPending}
        />
        <div className="space-y-1.5">
          <Label htmlFor={ids.message}>Message</Label>
          <Textarea
            id={ids.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={1000}
            rows={4}
            disabled={send.isPending}
          />
        </div>
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
