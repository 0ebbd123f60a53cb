import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

/** `skipRevealInTabOrder`: the show/hide button stays clickable but out of the Tab order (sign-in: Tab goes
 * username → password → Sign In). */
export const PasswordInput = ({
  className,
  skipRevealInTabOrder = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { skipRevealInTabOrder?: boolean }) => {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        tabIndex={skipRevealInTabOrder ? -1 : undefined}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
};
