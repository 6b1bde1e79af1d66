/**
 * Focus goes back to the control that opened a dialog when it closes (Escape, Cancel, the X, or after a
 * successful submit), issue 19 Experience M3. Radix returns focus only to its own <Dialog.Trigger>; most
 * dialogs here are opened by state, so without this focus fell to the page body.
 *
 * The opener is the element focused as the dialog opens, or, when that control left the page in the same
 * update (a menu item as its menu closes, a button of a dialog that closes as this one opens), the last
 * control focused. A menu item stands for its menu's button; a control inside another dialog remembers
 * that dialog's opener too, so focus returns to the first opener still on the page. When none is left
 * (e.g. the row was deleted), focus goes to the main content rather than the body.
 */
import { useRef } from 'react';

const openersOfDialog = new WeakMap<Element, HTMLElement[]>();

const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

/**
 * The last element that took focus with its chain worked out then, while it was on the page: kept for an
 * opener removed just before its dialog mounted (its dialog's content may already be gone by then).
 */
let lastFocused: { element: HTMLElement; chain: HTMLElement[] } | null = null;
let tracking = false;
function trackFocus() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = { element: event.target, chain: openerChain(event.target) };
  });
}

/** A menu item's stand-in: its menu's button (named by the menu's aria-labelledby, or naming it in aria-controls). */
function standIn(element: HTMLElement): HTMLElement {
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (!menu) return element;
  const labelledBy = menu.getAttribute('aria-labelledby');
  const trigger =
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    (menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null);
  return trigger ?? element;
}

/** What opened a dialog mounting now: the focused element, else a focused control that has just left the page. */
function currentOpeners(): HTMLElement[] {
  const active = document.activeElement;
  if (active && active !== document.body) return openerChain(active);
  return lastFocused && !lastFocused.element.isConnected ? lastFocused.chain : [];
}

/** The elements to return to, best first: the focused control, then the openers of the dialog it sits in. */
export function openerChain(active: Element | null): HTMLElement[] {
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  const chain = [standIn(active)];
  const outer = active.closest(DIALOG_SELECTOR);
  if (outer) chain.push(...(openersOfDialog.get(outer) ?? []));
  return chain;
}

/** Focuses the first opener still on the page and focusable; true when one took focus. */
export function focusFirstConnected(chain: HTMLElement[]): boolean {
  for (const element of chain) {
    if (!element.isConnected) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return true;
  }
  return false;
}

/**
 * Handlers for a Radix dialog's Content: `onOpenAutoFocus` remembers the opener, `onCloseAutoFocus`
 * returns to it (the main content when it is gone).
 */
export function useReturnFocus() {
  trackFocus();
  const chain = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event: Event) {
      chain.current = currentOpeners();
      const content = event.currentTarget instanceof Element ? event.currentTarget : null;
      if (content) openersOfDialog.set(content, chain.current);
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const openers = chain.current;
      chain.current = [];
      if (focusFirstConnected(openers)) return;
      document.getElementById('main-content')?.focus({ preventScroll: true });
    },
  };
}
