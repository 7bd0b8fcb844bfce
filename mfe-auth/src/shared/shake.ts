import { keyframes, type SxProps, type Theme } from '@shop/shared-platform/ui/mui-core';

/** The form shakes for 500 ms after a failed attempt. */
export const SHAKE_MS = 500;

const frames = (rest: string) => `
  0%, 100% { transform: ${rest}; }
  20%, 60% { transform: translateX(-8px); }
  40%, 80% { transform: translateX(8px); }
`;

// Two twin animations (emotion names them by content, hence the differently written rest
// position): switching the name restarts the shake on a second failure in a row.
const shakeA = keyframes(frames('translateX(0)'));
const shakeB = keyframes(frames('none'));

/**
 * Styles of the shaking element. The shake is symmetric, so it reads the same in RTL;
 * shoppers who ask for reduced motion get no movement.
 */
export function shakeSx(shakeCount: number, shaking: boolean): SxProps<Theme> {
  if (!shaking) return {};
  return {
    animation: `${shakeCount % 2 === 0 ? shakeA : shakeB} ${SHAKE_MS}ms ease-in-out`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  };
}
