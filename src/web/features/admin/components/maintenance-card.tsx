import { Power } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Card, CardContent } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { useMaintenanceState, useSetMaintenance } from '../api/set-maintenance';

export const MAINTENANCE_CONFIRM = {
  on: 'Every visitor and user will see the waitlist instead of the main pages, and nobody can sign in, until you turn it off.',
  off: 'The app opens to everyone again: the main pages and sign-in come back at once.',
} as const;

/**
 * The maintenance switch: while on, the main pages show the waitlist (platform §2, §4). It asks before switching
 * (one click shuts every user out), and says when it was last switched.
 */
export const MaintenanceCard = () => {
  const status = useMaintenanceState();
  const update = useSetMaintenance();
  const on = status.data?.isMaintenanceMode === true;
  const [asking, setAsking] = useState<boolean | null>(null);

  const change = (enabled: boolean) =>
    update.mutate(enabled, {
      onSuccess: (next) => {
        if (next.isMaintenanceMode !== enabled) {
          // the environment's MAINTENANCE_MODE wins over the stored switch
          toast({ title: 'Maintenance unchanged', description: next.debug, variant: 'destructive' });
          return;
        }
        toast({
          title: enabled ? 'Maintenance mode on' : 'Maintenance mode off',
          description: enabled ? 'Visitors and users now see the waitlist.' : 'The app is open to everyone again.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Switch failed', description: getErrorMessage(error), variant: 'destructive' }),
    });

  return (
    <Card className={on ? 'border-warning/60 bg-warning/10' : undefined}>
      <CardContent className="flex items-center gap-4 p-4 sm:p-5">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground sm:flex">
          <Power className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Label htmlFor="maintenance-switch" className="text-base font-semibold">
            Maintenance mode
          </Label>
          <p className="mt-1 text-sm text-muted-foreground">
            {on
              ? 'On: the main pages and sign-in show the waitlist.'
              : 'Off: the app is open. Turn it on to show the waitlist instead of the main pages.'}
            {status.data?.changedAt ? (
              <span className="block text-xs">
                Switched {on ? 'on' : 'off'} by an admin on{' '}
                <time dateTime={status.data.changedAt}>{formatDateTime(status.data.changedAt)}</time>
              </span>
            ) : (
              status.data?.debug && <span className="block text-xs">Source: {status.data.debug}</span>
            )}
          </p>
        </div>
        <Switch
          id="maintenance-switch"
          checked={on}
          disabled={status.isPending || update.isPending}
          onCheckedChange={setAsking}
        />
      </CardContent>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{asking ? 'Turn maintenance mode on?' : 'Turn maintenance mode off?'}</AlertDialogTitle>
            <AlertDialogDescription>{asking ? MAINTENANCE_CONFIRM.on : MAINTENANCE_CONFIRM.off}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking !== null) change(asking);
                setAsking(null);
              }}
            >
              {asking ? 'Turn on' : 'Turn off'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
};
