/**
 * Toasts and notices (§notice.position, §notice.duration, §notice.limit): top-centre, 2 s by default, errors
 * 4 s, up to 20 at once. One <ShopToaster /> lives in the shell; every remote calls notify.* from here, so
 * all toasts land in that one toaster.
 *
 * sonner is its own chunk, fetched when the first toast is asked for: most pages never show one, and its code and
 * stylesheet would otherwise be evaluated while the first screen is still being built (a long task on a slow phone,
 * ADR 017). The toaster mounts at that moment; sonner hands a toaster that subscribes late the toasts already
 * raised, so the first toast is shown as soon as its code has arrived.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

export const toastTimings = { default: 2000, success: 2000, error: 4000, maxVisible: 20 } as const;

const loadSonner = () => import(/* webpackChunkName: "toasts" */ 'sonner');

/** Whether a toast was ever asked for on this page: until then the toaster renders nothing and loads nothing. */
let toastAsked = false;
const toasterListeners = new Set<() => void>();

function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Runs `show` with sonner's toast once it is loaded; a failed load is reported rather than thrown at the caller. */
function withToast(show: (toast: Awaited<ReturnType<typeof loadSonner>>['toast']) => void): void {
  if (!toastAsked) {
    toastAsked = true;
    for (const listener of toasterListeners) listener();
  }
  loadSonner().then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('The notice could not be shown', error),
  );
}

export const notify = {
  success: (message: string, durationMs: number = toastTimings.success) =>
    withToast((toast) => toast.success(message, { duration: durationMs })),
  error: (message: string, durationMs: number = toastTimings.error) =>
    withToast((toast) => toast.error(message, { duration: durationMs })),
  info: (message: string, durationMs: number = toastTimings.default) =>
    withToast((toast) => toast(message, { duration: durationMs })),
  // Nothing can be on screen before the first toast, so there is nothing to load just to dismiss it.
  dismissAll: () => {
    if (toastAsked) withToast((toast) => toast.dismiss());
  },
};

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

export function ShopToaster() {
  const asked = useSyncExternalStore(
    subscribeToaster,
    () => toastAsked,
    () => false,
  );
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={toastTimings.default}
        visibleToasts={toastTimings.maxVisible}
        closeButton={false}
        toastOptions={{ style: { fontFamily: 'inherit' } }}
      />
    </Suspense>
  );
}
