import { Check, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { NOMINAL_CREDIT_PRICE_CENTS } from '@/contracts/credits';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatCents } from '@/web/lib/format';
import { useCreditPackages } from '../api/credit-queries';
import { useUnlockReturn } from '../utils/unlock-return';
import { UnlockReportDialog } from './unlock-report-dialog';

/** §6: what unlocking gives, listed on the upgrade card. */
export const LOCKED_ITEMS = [
  'Detailed issue descriptions',
  'Specific repair recommendations',
  'Contractor contact information',
  'Detailed cost breakdowns',
  'SMS messaging to contractors',
] as const;

/**
 * The upgrade card under a locked analysis: the price of one credit, what unlocking gives, 'Use Credit to Unlock'
 * (the unlock dialog) and 'Buy Credits' (/credits?report=ID). Back from a purchase started for this report, the
 * dialog opens at once, one confirmation away.
 */
export const UnlockOffer = ({ report }: { report: { id: number; filename: string } }) => {
  const [unlocking, setUnlocking] = useState(useUnlockReturn());
  const packages = useCreditPackages();
  const single = packages.data?.find((p) => p.credits === 1);
  const price = formatCents(single?.priceInCents ?? NOMINAL_CREDIT_PRICE_CENTS);
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle>Unlock the full analysis</CardTitle>
        <CardDescription>
          <span className="text-2xl font-semibold text-foreground">{price}</span> for 1 credit · lifetime access to this
          report
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="grid gap-2 sm:grid-cols-2">
          {LOCKED_ITEMS.map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUnlocking(true)}>
            <LockOpen aria-hidden="true" />
            Use Credit to Unlock
          </Button>
          <Button asChild variant="outline">
            <Link href={`/credits?report=${report.id}`}>Buy Credits</Link>
          </Button>
        </div>
      </CardContent>
      <UnlockReportDialog open={unlocking} onOpenChange={setUnlocking} report={report} after="stay" />
    </Card>
  );
};
