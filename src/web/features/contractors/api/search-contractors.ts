import { useMutation } from '@tanstack/react-query';
import type { ContractorSearchRequest, ContractorSearchResponse } from '@/contracts/contractors';
import { api } from '@/web/lib/api-client';

/** POST /api/contractors/search {address, category?} → {contractors, attribution} */
export const searchContractors = (body: ContractorSearchRequest) =>
  api.post<ContractorSearchResponse>('/api/contractors/search', body);

export const useSearchContractors = () => useMutation({ mutationFn: searchContractors });
