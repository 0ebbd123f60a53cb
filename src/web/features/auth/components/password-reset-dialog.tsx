import { Mail } from 'lucide-react';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';

/** Password resets go through support (platform §2): the dialog only says how to reach them. */
export const PasswordResetDialog = () => (
  <Dialog>
    <DialogTrigger asChild>
      <Button variant="link" size="sm" className="h-auto px-0 text-sm font-medium">
        Forgot password?
      </Button>
    </DialogTrigger>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>Password resets are handled by our support team.</DialogDescription>
      </DialogHeader>
      <p className="text-sm leading-relaxed">
        Email <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" /> from the
        address on your account, and include your username. We&apos;ll verify it&apos;s you and help you get back in.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <SupportEmailLink subject="Password reset">
            <Mail aria-hidden="true" />
            Email support
          </SupportEmailLink>
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
