/**
 * The cart's writes as the cart page and the exposure call them (ADR 052). Each is a mutation of one shape
 * (cart-mutations.ts), fetched with the data layer at the first write rather than with the page: the cart page's
 * first load, and the exposure's, stay without TanStack Query (ADR 027). Each resolves with the server's cart, or
 * rejects with the message to show (the server's, or that of §cart.messages).
 */
import type { CartLine, Product } from '@gemstore/shared';

const mutations = () => import(/* webpackChunkName: "cart-writes" */ './cart-mutations');

/** A head start: the first write need not wait for its code (a press on the stepper, a finger near Add to Cart). */
export function prepareCartWrites(): void {
  mutations().catch(() => undefined);
}

export async function addToCart(piece: Product, quantity: number): Promise<CartLine[]> {
  const { addLine, runCartWrite } = await mutations();
  return runCartWrite(addLine, { piece, quantity });
}

export async function setCartQuantity(productId: number, quantity: number): Promise<CartLine[]> {
  const { runCartWrite, setLineQuantity } = await mutations();
  return runCartWrite(setLineQuantity, { productId, quantity });
}

export async function removeFromCart(productId: number): Promise<CartLine[]> {
  const { removeLine, runCartWrite } = await mutations();
  return runCartWrite(removeLine, { productId });
}
