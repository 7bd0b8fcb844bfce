import { whenIdle } from '@shop/shared-platform/runtime/when-idle';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The drawer (with MUI's modal, focus trap and transitions) is not part of the first render: its
// code loads once the browser is idle, earlier when the menu button is pointed at or focused, at
// the latest when it is pressed. The `on-demand-` chunk name tells the budget check that no
// start-up code loads it.
export const loadMobileMenu = () =>
  import(/* webpackChunkName: "on-demand-mobile-menu" */ './mobile-menu');
export const MobileMenu = lazy(() =>
  loadMobileMenu().then((module) => ({ default: module.MobileMenu })),
);

/**
 * The phone menu (`children`, which renders `MobileMenu`), mounted from its first opening on: until
 * then nothing of it is built, not even its entries. It stays mounted to animate its closing.
 */
export function LazyMobileMenu({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadMobileMenu()), []);

  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
