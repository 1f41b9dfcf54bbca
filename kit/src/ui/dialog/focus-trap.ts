import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

// Keyboard focus handling for modal dialogs: what can take focus, and which open dialog is on top.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden && !el.closest('[inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside the container: from the last focusable to the first and back.
 * Returns true when it moved focus itself.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent | ReactKeyboardEvent): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

// Dialogs can open over dialogs (a confirm over a form dialog): only the top one reacts to keys and
// holds focus.
const openStack: symbol[] = [];

export const dialogStack = {
  push(id: symbol) {
    openStack.push(id);
  },
  remove(id: symbol) {
    const at = openStack.indexOf(id);
    if (at >= 0) openStack.splice(at, 1);
  },
  isTop: (id: symbol) => openStack[openStack.length - 1] === id,
  get size() {
    return openStack.length;
  },
};
