/**
 * Resolves when no modal dialog is open on the page (dialogs render into the body). The home's popups wait
 * for it: a question that is already asked (a contract request, the login dialog) is answered first, and a
 * promotion never opens over it.
 */
export function whenNoDialog(root: HTMLElement = document.body): Promise<void> {
  const open = () => root.querySelector('[role="dialog"][aria-modal="true"]') !== null;
  if (!open()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (open()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}
