import { type QueryClient, QueryClientProvider } from '@shop/shared-platform/query/react-query';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import type { ReactNode } from 'react';

/** What the host gives every remote page: the page's query client and the shop theme. */
export function PageProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopThemeProvider>{children}</ShopThemeProvider>
    </QueryClientProvider>
  );
}
