/**
 * Bundled in place of MUI's `ButtonBase/TouchRipple` wherever `ButtonBase` imports it
 * (`shared-tooling/src/federation/mui-stand-ins.ts`): the ripple a button draws when pressed,
 * loaded on its own (`on-demand-ripple`, about 2.5 KB gzip) instead of with the first render.
 * `ButtonBase` mounts it only on the first press or keyboard focus anyway; the file is fetched as
 * soon as the browser is idle, so that press already ripples. Until it has arrived, a press
 * simply draws no ripple (`ButtonBase` calls the ripple through a ref that is still empty).
 * Not exported; nothing imports it by name.
 */
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, createElement, lazy, type Ref, Suspense } from 'react';
import { whenIdle } from '../runtime/when-idle';

const loadTouchRipple = () =>
  import(/* webpackChunkName: "on-demand-ripple" */ '@mui/material/ButtonBase/TouchRipple');

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };

/** Where the file cannot be fetched (offline), buttons go on without a ripple. */
const NoRipple = () => null;

const TouchRipple = lazy(async (): Promise<{ default: ComponentType<RippleProps> }> => {
  try {
    // MUI's typings call it a render function; it is a `forwardRef` component.
    return { default: (await loadTouchRipple()).default as unknown as ComponentType<RippleProps> };
  } catch {
    return { default: NoRipple };
  }
});

if (typeof window !== 'undefined') {
  whenIdle(() => void loadTouchRipple().catch(() => undefined));
}

export default function LazyTouchRipple(props: RippleProps) {
  // Its own boundary: a press must never show the page's loading state.
  return createElement(Suspense, { fallback: null }, createElement(TouchRipple, props));
}
