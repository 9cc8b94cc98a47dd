/**
 * Toasts and notices (SPEC §2, §9): top-centre, 2 s by default, errors 4 s, up to 20 at once. One <ShopToaster />
 * lives in the shell; every remote calls notify.* from here, so all toasts land in that one toaster.
 */
import { toast, Toaster } from 'sonner';

export const toastTimings = { default: 2000, success: 2000, error: 4000, maxVisible: 20 } as const;

export const notify = {
  success: (message: string, durationMs: number = toastTimings.success) =>
    toast.success(message, { duration: durationMs }),
  error: (message: string, durationMs: number = toastTimings.error) =>
    toast.error(message, { duration: durationMs }),
  info: (message: string, durationMs: number = toastTimings.default) =>
    toast(message, { duration: durationMs }),
  dismissAll: () => toast.dismiss(),
};

export function ShopToaster() {
  return (
    <Toaster
      position="top-center"
      duration={toastTimings.default}
      visibleToasts={toastTimings.maxVisible}
      closeButton={false}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
