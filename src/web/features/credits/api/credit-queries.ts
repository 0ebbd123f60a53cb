import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditBalance, CreditPackage, CreditTransaction } from '@/contracts/credits';
import { isReportQuery, queryKeys } from '@/web/lib/query-keys';

// The credits reads, keyed by their URL (the default query function GETs the key; a 401 reads as null).

export const CREDIT_BALANCE_KEY = queryKeys.creditBalance;
export const CREDIT_TRANSACTIONS_KEY = queryKeys.creditTransactions;
export const CREDIT_PACKAGES_KEY = queryKeys.creditPackages;

/** platform §7: the balance is read with no retry. */
export const creditBalanceQueryOptions = () =>
  queryOptions<CreditBalance | null>({ queryKey: CREDIT_BALANCE_KEY, retry: false });

export const useCreditBalance = () => useQuery(creditBalanceQueryOptions());

export const useCreditTransactions = () => useQuery<CreditTransaction[] | null>({ queryKey: CREDIT_TRANSACTIONS_KEY });

export const useCreditPackages = () => useQuery<CreditPackage[] | null>({ queryKey: CREDIT_PACKAGES_KEY });

/** After credits change hands: balance, transactions, reports and analysis are read again (report-lifecycle §7). */
export const refreshCreditData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: CREDIT_TRANSACTIONS_KEY }),
    queryClient.invalidateQueries({ predicate: (query) => isReportQuery(query.queryKey) }),
  ]);
