import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { createQueryClient } from '@/web/lib/query-client';

/** Everything the pages rely on: the query cache and the one toaster. Tests pass their own client. */
export const AppProviders = ({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
};
