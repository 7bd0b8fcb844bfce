import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { Container } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePageLoad } from './remote-route';
import { RemoteLoading, RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  remote: RemoteName;
  load: RemotePageLoad;
  /** True while a retry is loading the remote again. */
  retrying?: boolean;
  onRetry: () => void;
}

/**
 * The host gives every remote page the same gutters and at least a screen's height, loaded or
 * not: the footer starts below the fold, so it does not jump when the page replaces its spinner.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="xl" sx={{ minHeight: '100vh' }}>
      {children}
    </Container>
  );
}

/**
 * A remote's page inside the host layout, or the "unavailable" panel with a retry button when its
 * code could not be loaded or its page crashed while rendering.
 */
export function RemotePage({ remote, load, retrying = false, onRetry }: RemotePageProps) {
  const unavailable = <RemoteUnavailable remote={remote} onRetry={onRetry} />;
  let content: ReactNode;
  if (retrying) content = <RemoteLoading />;
  else if ('error' in load) content = unavailable;
  else content = <load.Page />;
  return (
    <Frame>
      <RemoteErrorBoundary fallback={unavailable}>{content}</RemoteErrorBoundary>
    </Frame>
  );
}

RemotePage.Frame = Frame;
