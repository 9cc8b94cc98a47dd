/**
 * The confirmation after Add to Cart (§product.add-to-cart, §product.added-to-cart-dialog), drawn by the cart's owner over whichever page
 * added the piece (ADR 052): a React root of the checkout remote's own, with the page's session store, the shop's
 * theme and the checkout's styles, so the catalogue only asks and never draws the cart's dialog. Each addition opens
 * a fresh confirmation with its own 2.5 s; a move to another page closes it.
 *
 * The dialog and its library are their own chunk, asked for as the cart call starts (prepareConfirmation). If that
 * chunk cannot be fetched, the piece is in the cart all the same: a toast says so.
 */
import type { ComponentType, ComponentProps, RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, notify, RemoteProviders } from '@gemstore/shared';
import { addToCartMessages } from '../lib/cart-text';
import type { AddedToCartDialog as Dialog } from './added-to-cart-dialog';

export type Confirmation = {
  productName: string;
  quantity: number;
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
};

type DialogComponent = ComponentType<ComponentProps<typeof Dialog>>;

const loadDialog = (): Promise<DialogComponent> =>
  import(/* webpackChunkName: "added-to-cart" */ './added-to-cart-dialog').then(
    ({ AddedToCartDialog }) => AddedToCartDialog,
  );

/** Only a head start; a failure is said where the confirmation is shown. */
export function prepareConfirmation(): void {
  loadDialog().catch(() => undefined);
}

const nowhere: RefObject<HTMLElement | null> = { current: null };
let root: Root | null = null;
/** The confirmation on show (each addition's number); an older one's timer cannot close a newer one. */
let current = 0;

function hostRoot(): Root {
  if (root) return root;
  const host = document.createElement('div');
  host.dataset.owner = 'checkout';
  document.body.append(host);
  root = createRoot(host);
  // Another page: whatever confirmation is open goes with the page that asked for it.
  window.addEventListener('popstate', () => {
    current += 1;
    root?.render(null);
  });
  return root;
}

export async function confirmAdded({ productName, quantity, returnFocusTo = nowhere }: Confirmation) {
  let AddedToCartDialog: DialogComponent;
  try {
    AddedToCartDialog = await loadDialog();
  } catch {
    notify.success(addToCartMessages.added);
    return;
  }
  current += 1;
  const shown = current;
  const target = hostRoot();
  const draw = (open: boolean) =>
    target.render(
      <RemoteProviders name="checkout">
        <BrowserRouter>
          <AddedToCartDialog
            key={shown}
            open={open}
            onClose={close}
            productName={productName}
            quantity={quantity}
            returnFocusTo={returnFocusTo}
          />
        </BrowserRouter>
      </RemoteProviders>,
    );
  function close() {
    if (shown === current) draw(false);
  }
  draw(true);
}
