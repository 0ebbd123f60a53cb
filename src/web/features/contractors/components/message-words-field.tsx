import { useId } from 'react';
import { MESSAGE_WORDS_MAX } from '@/contracts/contractor-message';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';

/** The homeowner's own words, which open the text: as long as the two-segment text leaves room for. */
export const MessageWordsField = ({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) => {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Anything the contractor should know: access, timing, your questions"
        maxLength={MESSAGE_WORDS_MAX}
        rows={3}
        aria-describedby={hintId}
        disabled={disabled}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Your words open the text ({value.length} of {MESSAGE_WORDS_MAX} characters); the finding follows.
      </p>
    </div>
  );
};
