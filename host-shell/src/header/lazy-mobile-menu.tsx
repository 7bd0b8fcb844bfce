import { whenIdle } from '@shop/shared-platform/runtime/when-idle';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MobileMenuProps } from './mobile-menu';

// The drawer (with MUI's modal, focus trap and transitions) is not part of the first render: its
// code loads once the browser is idle, earlier when the menu button is pointed at or focused, at
// the latest when it is pressed. The `on-demand-` chunk name tells the budget check that no
// start-up code loads it.
export const loadMobileMenu = () =>
  import(/* webpackChunkName: "on-demand-mobile-menu" */ './mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** The phone menu, mounted from its first opening on (it stays mounted to animate its closing). */
export function LazyMobileMenu(props: MobileMenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadMobileMenu()), []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu {...props} />
    </Suspense>
  );
}
