import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { Container } from '@shop/shared-platform/ui/mui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { loadRemotePage, type RemoteModulePath } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module, e.g. `./HomePage`. */
  module: RemoteModulePath;
}

/**
 * A remote's page inside the host layout: loaded on first render only (so a route's remote is
 * fetched when the route is visited), with a spinner while loading and the "unavailable" panel
 * when loading or rendering fails. Retry creates a fresh lazy component, because React caches a
 * rejected lazy load for good.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module)), [remote, module, attempt]);
  // The host gives every remote page the same gutters; the remote owns what is inside.
  return (
    <Container maxWidth="xl">
      <RemoteErrorBoundary
        key={`${remote}/${module}#${attempt}`}
        fallback={<RemoteUnavailable remote={remote} onRetry={retry} />}
      >
        <Suspense fallback={<RemoteLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </Container>
  );
}
