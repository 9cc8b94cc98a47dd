/**
 * Toasts and notices (SPEC §2, §9): top-centre, 2 s by default, errors 4 s, up to 20 at once. One <ShopToaster />
 * lives in the shell; every remote calls notify.* from here, so all toasts land in that one toaster.
 *
 * sonner is its own chunk, fetched after the first screen: no toast is on the first paint, and its code and
 * stylesheet would otherwise be evaluated before it. A toast asked for before it arrives is shown once it has
 * (sonner hands a toaster that subscribes late the toasts already raised).
 */
import { lazy, Suspense } from 'react';

export const toastTimings = { default: 2000, success: 2000, error: 4000, maxVisible: 20 } as const;

const loadSonner = () => import(/* webpackChunkName: "toasts" */ 'sonner');

/** Runs `show` with sonner's toast once it is loaded; a failed load is reported rather than thrown at the caller. */
function withToast(show: (toast: Awaited<ReturnType<typeof loadSonner>>['toast']) => void): void {
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
  dismissAll: () => withToast((toast) => toast.dismiss()),
};

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

export function ShopToaster() {
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
