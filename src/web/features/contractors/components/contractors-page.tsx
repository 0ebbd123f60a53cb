import { CircleAlert, FilterX, Search, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DIRECTORY_CATEGORIES } from '@/contracts/contractors';
import { ContractorCard } from './contractor-card';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { getErrorMessage } from '@/web/lib/api-client';
import { pluralize } from '@/web/lib/format';
import { useUser } from '@/web/lib/auth';
import { useLatestReport } from '../api/get-latest-report';
import { useSearchContractors } from '../api/search-contractors';
import {
  type CategoryChoice,
  categoryLabel,
  filterContractors,
  SORT_OPTIONS,
  type SortChoice,
  sortContractors,
} from '../utils/directory-filters';

export const SEARCH_FAILED = 'Unable to search for contractors. Please check your address and try again.';
const SKELETON_CARDS = 6;

const ContractorSkeleton = () => (
  <div className="space-y-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="contractor-skeleton">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-4 w-1/3" />
    <Skeleton className="h-4 w-1/2" />
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-9 w-full" />
  </div>
);

const EmptyState = ({ title, text, action }: { title: string; text: string; action?: ReactNode }) => (
  <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
    <SearchX className="size-10 text-muted-foreground/60" aria-hidden="true" />
    <h2 className="text-lg font-semibold">{title}</h2>
    <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    {action}
  </div>
);

/**
 * /contractors (platform §2): search around an address (at first the property of the user's newest report, else
 * the profile's address), filter, sort, call, message or visit.
 */
export const ContractorsPage = () => {
  const ids = { address: useId(), filter: useId(), category: useId(), sort: useId() };
  const { user } = useUser();
  const latest = useLatestReport();
  const suggested = latest.data?.items?.[0]?.enhancedData.propertyAddress ?? user?.address ?? '';
  const [typed, setAddress] = useState<string | null>(null);
  const address = typed ?? suggested;
  const [filterText, setFilterText] = useState('');
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [sort, setSort] = useState<SortChoice>('rating');
  const search = useSearchContractors();

  const pending = search.isPending;
  const canSearch = address.trim() !== '' && !pending;
  const searched = search.isSuccess || search.isError;
  // an error leaves an empty list (platform §4)
  const results = search.isSuccess ? search.data.contractors : [];
  const shown = sortContractors(filterContractors(results, filterText, category), sort);
  const hasDemo = shown.some((c) => c.isDemo);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch) return;
    search.mutate({ address: address.trim(), ...(category !== 'all' ? { category } : {}) });
  };

  const clearFilters = () => {
    setFilterText('');
    setCategory('all');
  };

  return (
    <PageContainer>
      <PageHeader
        title="Contractor Directory"
        description="Local contractors ranked by public ratings, review counts and distance. Unbiased and out-of-network: no referral fees."
      />

      <Card className="mb-6">
        <CardContent className="space-y-4 p-4 sm:p-6">
          <form onSubmit={onSubmit} noValidate className="space-y-1.5" role="search">
            <Label htmlFor={ids.address}>Property address</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={ids.address}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                placeholder="Street address, city and state, or ZIP code"
                autoComplete="street-address"
                className="sm:flex-1"
              />
              <Button type="submit" disabled={!canSearch} className="sm:w-32">
                {pending ? <Spinner className="size-4 text-current" /> : <Search aria-hidden="true" />}
                {pending ? 'Searching...' : 'Search'}
              </Button>
            </div>
          </form>

          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1.5">
              <Label htmlFor={ids.filter}>Filter</Label>
              <Input
                id={ids.filter}
                value={filterText}
                onChange={(e) => setFilterText(e.target.value)}
                placeholder="Name or specialty"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.category}>Category</Label>
              <Select value={category} onValueChange={(v) => setCategory(v as CategoryChoice)}>
                <SelectTrigger id={ids.category}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All categories</SelectItem>
                  {DIRECTORY_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {categoryLabel(c)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.sort}>Sort by</Label>
              <Select value={sort} onValueChange={(v) => setSort(v as SortChoice)}>
                <SelectTrigger id={ids.sort}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SORT_OPTIONS.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
        </CardContent>
      </Card>

      <section aria-label="Search results" aria-busy={pending}>
        {pending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <ContractorSkeleton key={i} />
            ))}
          </div>
        ) : !searched ? (
          <EmptyState
            title="Search for contractors"
            text="Enter a property address, then choose a category or filter the results by name."
          />
        ) : (
          <div className="space-y-4">
            {search.isError && (
              <Card className="border-destructive/40" role="alert">
                <CardContent className="flex items-start gap-3 p-4">
                  <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
                  <div>
                    <h2 className="font-semibold">Search Failed</h2>
                    <p className="text-sm text-muted-foreground">{getErrorMessage(search.error, SEARCH_FAILED)}</p>
                  </div>
                </CardContent>
              </Card>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <p aria-live="polite" data-testid="contractor-count">
                {pluralize(shown.length, 'contractor')} available
              </p>
              {search.data?.attribution && <p>{search.data.attribution}</p>}
            </div>
            {hasDemo && (
              <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
                Businesses marked <strong>Demo</strong> are sample data: they are fictional and their 555 numbers reach
                no one.
              </p>
            )}
            {search.isError ? null : shown.length === 0 ? (
              <EmptyState
                title="No contractors found"
                text="Try another category, clear the filters, or search a nearby address."
                action={
                  <Button variant="outline" onClick={clearFilters}>
                    <FilterX aria-hidden="true" />
                    Clear Filters
                  </Button>
                }
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((contractor) => (
                  <li key={contractor.id}>
                    <ContractorCard contractor={contractor} messageFromPhone />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </PageContainer>
  );
};
