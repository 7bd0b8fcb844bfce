import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
