/**
 * Compile-time checks, nothing runs (jest picks up `*.test.ts`; `npm run typecheck` compiles `test/`): what the
 * server builds for an answer and the type the UI reads it as are the same shape, both ways. A route's response
 * schema already refuses a view that lacks a field; these also refuse a view with a field the contract does not
 * declare, which the response schema would silently strip from the answer.
 */
import type { CartLine, Product, User } from '@gemstore/shared/contract';
import type { CartLine as ServerCartLine } from '../src/modules/cart/cart-lines';
import type { ProductView } from '../src/modules/catalogue/product-view';
import type { PublicUser } from '../src/modules/users/public-user';

/** true when each type is assignable to the other. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ProductViewIsTheUisProduct = Assert<SameShape<ProductView, Product>>;
export type CartLinesAreTheUisCartLines = Assert<SameShape<ServerCartLine, CartLine>>;
export type PublicUserIsTheUisUser = Assert<SameShape<PublicUser, User>>;

// The probes: deliberately wrong shapes, so that if SameShape stopped telling shapes apart, these lines would
// compile and @ts-expect-error would fail the type-check.
// @ts-expect-error -- probe: the server adds a field the UI's Product does not have.
export type ExtraServerFieldFails = Assert<SameShape<ProductView & { costCents: number }, Product>>;
// @ts-expect-error -- probe: the server sends a price that is never null, the UI expects a hidden price as null.
export type NarrowerPriceFails = Assert<SameShape<Product, Omit<Product, 'price'> & { price: number }>>;
