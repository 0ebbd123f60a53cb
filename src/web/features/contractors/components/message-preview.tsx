import { SMS_MAX_GSM } from '@/contracts/contractor-message';
import { gsmLength } from '@/contracts/gsm-text';
import { cn } from '@/web/lib/utils';
import { MESSAGE_COPY } from '../utils/message-copy';

/**
 * The text as the contractor receives it (built by buildContractorMessage, the function the server sends with),
 * or the spec's placeholder until the contact details are filled; with its length against the two-segment limit.
 */
export const MessagePreview = ({ text }: { text: string | null }) => (
  <section aria-label="Message preview" className="space-y-1.5">
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h3 className="text-sm font-semibold">Message Preview</h3>
      {text && (
        <p className="text-xs text-muted-foreground" data-testid="message-length">
          {gsmLength(text)} of {SMS_MAX_GSM} characters (2 texts at most)
        </p>
      )}
    </div>
    <div
      className={cn(
        'rounded-lg border p-3 text-sm',
        text
          ? 'bg-muted/40 font-mono text-xs leading-relaxed wrap-anywhere whitespace-pre-wrap'
          : 'text-muted-foreground',
      )}
      data-testid="message-preview"
    >
      {text ?? MESSAGE_COPY.previewPlaceholder}
    </div>
  </section>
);
