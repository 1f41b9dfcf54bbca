// The HTTP layer reports failed calls through this hook; the shell (or a standalone entry) wires it to the
// toast, so the HTTP layer does not depend on the UI kit and can be tested alone.
type Notifier = (text: string) => void;
let notifier: Notifier = (text) => console.warn(`[http] ${text}`);

export const setErrorNotifier = (fn: Notifier) => {
  notifier = fn;
};
export const notifyError = (text: string) => notifier(text);
