import { useCallback, useEffect, useRef, useState } from 'react';
import { SHAKE_MS } from './shake';

/** Starts the 500 ms shake; calling it again while shaking restarts it. */
export function useShake(): { shaking: boolean; shakeCount: number; shake: () => void } {
  const [shakeCount, setShakeCount] = useState(0);
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShakeCount((count) => count + 1);
    setShaking(true);
    // A timer rather than animationend: with reduced motion no animation runs at all.
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);

  return { shaking, shakeCount, shake };
}
