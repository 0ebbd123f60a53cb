import { Phone, Star } from 'lucide-react';
import type { Contractor } from '@/contracts/contractors';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';

/** The report's matched contractors by trade, best ranked first. */
export const ContractorGroups = ({ contractors }: { contractors: Record<string, Contractor[]> }) => {
  const trades = Object.entries(contractors).filter(([, list]) => list.length > 0);
  if (trades.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        No contractors were matched to this report.
      </p>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {trades.map(([trade, list]) => (
        <Card key={trade}>
          <CardContent className="p-4 sm:p-6">
            <h3 className="mb-3 text-base font-semibold capitalize">{trade}</h3>
            <ul className="space-y-3">
              {list.map((contractor) => (
                <li key={contractor.id} className="text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{contractor.name}</span>
                    {contractor.isDemo && <Badge variant="outline">Demo</Badge>}
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                    {contractor.rating !== null && (
                      <span className="inline-flex items-center gap-1">
                        <Star className="size-3" aria-hidden="true" />
                        {contractor.rating.toFixed(1)}
                        {contractor.reviewCount !== null && ` (${contractor.reviewCount})`}
                      </span>
                    )}
                    {contractor.phone && (
                      <span className="inline-flex items-center gap-1">
                        <Phone className="size-3" aria-hidden="true" />
                        {contractor.phone}
                      </span>
                    )}
                    <span className="truncate">{contractor.address}</span>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
};
