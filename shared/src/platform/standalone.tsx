/**
 * A remote run alone (`npm run dev -w mf-<name>`): a minimal host for its team, with the page-wide parts the
 * shell normally provides (history patch, session refresh on route change, the toaster), against the real API.
 */
import { mountRootParcel, start } from 'single-spa';
import type { ParcelConfigObject } from 'single-spa';
import { createRoot } from 'react-dom/client';
import { ShopToaster } from '../notify';
import { reloadCart } from '../session/cart';
import { refreshCurrentUser } from '../session/user';
import { reloadWishlist } from '../session/wishlist';
import type { RemoteProps } from './remote-root';

export function mountStandalone(name: string, parcel: ParcelConfigObject<RemoteProps>): void {
  start({ urlRerouteOnly: true });
  const host = document.getElementById('root');
  if (!host) throw new Error('The standalone page has no #root element');
  const area = document.createElement('div');
  const toaster = document.createElement('div');
  host.append(area, toaster);
  createRoot(toaster).render(<ShopToaster />);

  const sync = () =>
    void refreshCurrentUser().then(() =>
      Promise.all([reloadCart(), reloadWishlist()]).catch(() => undefined),
    );
  sync();
  window.addEventListener('popstate', sync);

  void mountRootParcel(parcel, {
    domElement: area,
    onCrash: (error: Error) => console.error(`${name} crashed`, error),
  }).mountPromise;
}
