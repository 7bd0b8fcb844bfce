import { whenIdle } from '@shop/shared-platform/runtime/when-idle';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createToastQueue } from './toast-queue';

// The `on-demand-` chunk name tells the budget check that no start-up code loads it.
const ToastHost = lazy(() =>
  import(/* webpackChunkName: "on-demand-toasts" */ './toast-host').then((module) => ({
    default: module.ToastHost,
  })),
);

/**
 * The page's toast host, loaded on demand: toasts requested before it has loaded are kept and
 * shown as soon as it has.
 */
export function LazyToastHost({ navigate }: { navigate?: (path: string) => void }) {
  const [queue] = useState(createToastQueue);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const stopListening = queue.listen(() => setWanted(true));
    const cancelIdle = whenIdle(() => setWanted(true));
    return () => {
      cancelIdle();
      stopListening();
    };
  }, [queue]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost navigate={navigate} takeWaiting={queue.takeOver} />
    </Suspense>
  );
}
