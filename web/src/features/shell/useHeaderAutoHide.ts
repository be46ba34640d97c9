import { useEffect, useRef, useState } from 'react';

/** Spec section 4, header: wide screens only, a change of at least 50 px toggles. */
// From where the menu leaves the burger (Header.module.css folds it up to 1200 px).
export const WIDE_SCREEN = '(min-width: 1201px)';
export const SCROLL_STEP = 50;

export interface HeaderScroll {
  /** Scrolled down past the threshold: the header slides away. */
  hidden: boolean;
  /** Scrolled away from the top: the header draws its shadow. */
  scrolled: boolean;
}

/** What a scroll from `last` to `y` makes of the header: null when the change is under the step. */
export function nextHeaderScroll(last: number, y: number, wide: boolean, blocked: boolean): HeaderScroll | null {
  if (Math.abs(y - last) < SCROLL_STEP) return null;
  return { hidden: wide && !blocked && y > last && y > SCROLL_STEP, scrolled: y > SCROLL_STEP };
}

/** A modal (the basket, a form) or an open menu holds the header in place. */
function pageBlocked(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

/**
 * The header hides on scrolling down and shows on scrolling up, on wide screens and when nothing
 * blocks it (spec section 4); `blocked` is the header's own open menu or submenu.
 */
export function useHeaderAutoHide(blocked: boolean): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>({ hidden: false, scrolled: false });
  // Where the last change was taken. The page is drawn by the server and scrolls before the app
  // takes it over (decision 0034): counting from the top, the first check below catches up with
  // a scroll made before the listener was there.
  const last = useRef(0);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE_SCREEN);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = nextHeaderScroll(last.current, y, wide.matches, blocked || pageBlocked());
        if (!next) return;
        last.current = y;
        setState((current) => (current.hidden === next.hidden && current.scrolled === next.scrolled ? current : next));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [blocked]);

  // Whatever blocks it also brings the header back at once.
  return blocked ? { ...state, hidden: false } : state;
}
