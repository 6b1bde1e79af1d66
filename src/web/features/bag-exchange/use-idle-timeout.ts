/**
 * Calls onIdle after `ms` without a touch, click or key press anywhere on the page; every action
 * restarts the timer (docs/product.md §2.4: the collect screen returns home after 20 s of inactivity).
 */
import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export function useIdleTimeout(enabled: boolean, ms: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => callback.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), ms);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true });
    };
  }, [enabled, ms]);
}
