import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/web/components/ui/toaster';
import { createQueryClient } from '@/web/lib/query-client';

/**
 * Renders UI inside the same providers as app/providers.tsx (query client, toaster; shared code may not import
 * app/) with an in-memory location at `path`.
 * `currentPath()` tells where the app navigated to.
 */
export const renderWithApp = (
  ui: ReactNode,
  { path = '/', queryClient }: { path?: string; queryClient?: QueryClient } = {},
) => {
  const client = queryClient ?? createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  const currentPath = () => location.history.at(-1) ?? path;
  return { ...result, queryClient: client, location, currentPath };
};
