/**
 * 'Enquire for Price' (§product.enquire-for-price): the catalogue asks for a custom-order enquiry about a
 * product and the contact page answers it — scrolls to its custom-order section, opens the form and pre-fills
 * the message. The two remotes never import each other; the request travels through this shared module (ADR
 * 016).
 *
 * Kept in sessionStorage as well as the store, so a reload of /contact, or a contact page built on its own origin,
 * still finds it; it lives until the contact page says the enquiry was sent or dismissed.
 */
import { atom } from 'jotai';
import { sessionStore } from './store';

type Store = typeof sessionStore;

export type CustomOrderRequest = {
  productId: number;
  productName: string;
  /** Absolute link to the product page, so the shop's staff can open it from the enquiry e-mail. */
  productLink: string;
  /** The message the form starts with: the description and the product link. */
  message: string;
};

export const CUSTOM_ORDER_REQUEST_KEY = 'gemstore.customOrderRequest';
/** The enquiry message's limit (§custom-order.rules: 10 to 500): the pre-filled text must fit in it. */
export const CUSTOM_ORDER_MESSAGE_MAX = 500;
/**
 * The id of the contact page's custom-order section (§contact.bar: customOrderSection), the target of
 * /contact#customOrderSection.
 */
export const CUSTOM_ORDER_SECTION_ID = 'customOrderSection';

function readStored(): CustomOrderRequest | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(CUSTOM_ORDER_REQUEST_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CustomOrderRequest>;
    return typeof value.productId === 'number' &&
      typeof value.productName === 'string' &&
      typeof value.productLink === 'string' &&
      typeof value.message === 'string'
      ? (value as CustomOrderRequest)
      : null;
  } catch {
    return null; // storage blocked or a hand-edited value: no request, never a crash
  }
}

export const customOrderRequestAtom = atom<CustomOrderRequest | null>(readStored());

/**
 * The message of §product.enquire-for-price: the description and the product link, cut so the whole fits the
 * form's limit.
 */
export function customOrderMessage(
  product: { name: string; description: string },
  productLink: string,
): string {
  const opening = `I would like to enquire about the price of ${product.name}.`;
  const closing = `Product link: ${productLink}`;
  const room = CUSTOM_ORDER_MESSAGE_MAX - opening.length - closing.length - 4; // four line breaks
  const description = product.description.trim();
  const fitted =
    description.length <= room ? description : `${description.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
  return [opening, fitted, closing].filter(Boolean).join('\n\n').slice(0, CUSTOM_ORDER_MESSAGE_MAX);
}

export function requestCustomOrder(
  product: { id: number; name: string; description: string; link: string },
  origin: string = globalThis.location?.origin ?? '',
  store: Store = sessionStore,
): CustomOrderRequest {
  const productLink = `${origin}${product.link}`;
  const request: CustomOrderRequest = {
    productId: product.id,
    productName: product.name,
    productLink,
    message: customOrderMessage(product, productLink),
  };
  try {
    globalThis.sessionStorage?.setItem(CUSTOM_ORDER_REQUEST_KEY, JSON.stringify(request));
  } catch {
    // Storage full or blocked: the store still carries it for this page.
  }
  store.set(customOrderRequestAtom, request);
  return request;
}

export function clearCustomOrderRequest(store: Store = sessionStore): void {
  try {
    globalThis.sessionStorage?.removeItem(CUSTOM_ORDER_REQUEST_KEY);
  } catch {
    // Nothing stored to remove.
  }
  store.set(customOrderRequestAtom, null);
}
