import { useCallback, useEffect, useRef, useState } from 'react';

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * State of the phone slide-over menu: closes on Escape (returning focus to the toggle), when the
 * window grows to desktop width, and locks page scrolling while open.
 */
export function useMobileNav() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const media = window.matchMedia(DESKTOP_QUERY);
    const onMedia = () => {
      if (media.matches) setOpen(false);
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
    };
  }, [open]);

  return { open, toggle, close, toggleRef };
}
