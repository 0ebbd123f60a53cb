import { Power } from 'lucide-react';
import { Card, CardContent } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { useMaintenanceState, useSetMaintenance } from '../api/set-maintenance';

/** The maintenance switch: while on, the main pages show the waitlist (platform §2, §4). */
export const MaintenanceCard = () => {
  const status = useMaintenanceState();
  const update = useSetMaintenance();
  const on = status.data?.isMaintenanceMode === true;

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
            {status.data?.debug && <span className="block text-xs">Source: {status.data.debug}</span>}
          </p>
        </div>
        <Switch
          id="maintenance-switch"
          checked={on}
          disabled={status.isPending || update.isPending}
          onCheckedChange={change}
        />
      </CardContent>
    </Card>
  );
};
