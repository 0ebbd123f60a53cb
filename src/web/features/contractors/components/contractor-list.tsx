/**
 * ContractorList — the contractors matched to one finding: the first 2, then a toggle for the rest
 * ('Show N more contractors' / 'Show fewer'), at most 6 (the server never matches more).
 *
 * Props
 *  - contractors: Contractor[] — in rank order.
 *  - onMessage?: (contractor) => void — passed to each ContractorCard (a 'Message' button for those with a phone).
 *  - emptyText?: string — shown when the list is empty (default 'No contractors matched nearby.').
 *
 * Lists that include Google Places results carry Google's attribution (its terms require it).
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { Contractor } from '@/contracts/contractors';
import { Button } from '@/web/components/ui/button';
import { CONTRACTORS_SHOWN_FIRST, GOOGLE_ATTRIBUTION } from '../utils/contractor-display';
import { ContractorCard } from './contractor-card';

export const ContractorList = ({
  contractors,
  onMessage,
  emptyText = 'No contractors matched nearby.',
}: {
  contractors: Contractor[];
  onMessage?: (contractor: Contractor) => void;
  emptyText?: string;
}) => {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (contractors.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  const hidden = contractors.length - CONTRACTORS_SHOWN_FIRST;
  const shown = expanded ? contractors : contractors.slice(0, CONTRACTORS_SHOWN_FIRST);
  return (
    <div className="space-y-3">
      <ul id={listId} className="grid gap-3 sm:grid-cols-2">
        {shown.map((contractor) => (
          <li key={contractor.id}>
            <ContractorCard contractor={contractor} onMessage={onMessage} compact />
          </li>
        ))}
      </ul>
      {contractors.some((c) => c.source === 'google') && (
        <p className="text-xs text-muted-foreground">{GOOGLE_ATTRIBUTION}</p>
      )}
      {hidden > 0 && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {expanded ? 'Show fewer' : `Show ${hidden} more ${hidden === 1 ? 'contractor' : 'contractors'}`}
        </Button>
      )}
    </div>
  );
};
