/**
 * A cart line's quantity hook (§cart.quantity-pause: sent 1000 ms after the last press) follows its line: the
 * product it sends for is the line's product at the moment it sends, also when the line is given another
 * product while it lives.
 */
import { act, renderHook } from '@testing-library/react';
import { api, authStatusAtom, sessionStore, userAtom, type CartLine } from '@gemstore/shared';
import { aCartLine, aUser } from '@gemstore/shared/test-fixtures';
import type * as CartWrites from '../api/cart-writes';
import { prepareCartWrites } from '../api/cart-writes';
import { useLineQuantity } from '../hooks/use-line-quantity';

// The real writes, with their head start watched.
jest.mock('../api/cart-writes', () => {
  const actual = jest.requireActual<typeof CartWrites>('../api/cart-writes');
  return { ...actual, prepareCartWrites: jest.fn(actual.prepareCartWrites) };
});
const prepare = jest.mocked(prepareCartWrites);

const post = jest.spyOn(api, 'post');
const answer = (cartItems: CartLine[]) =>
  ({ data: { success: true, cartItems } }) as Awaited<ReturnType<typeof api.post>>;

beforeEach(() => {
  jest.useFakeTimers();
  post.mockReset().mockImplementation(async (_url, body) => {
    const { productId, quantity } = body as { productId: number; quantity: number };
    return answer([aCartLine(productId, quantity)]);
  });
  sessionStore.set(userAtom, aUser());
  sessionStore.set(authStatusAtom, 'authenticated');
});

afterEach(() => jest.useRealTimers());

const renderLine = () =>
  renderHook(({ productId }) => useLineQuantity({ productId, quantity: 2 }), {
    initialProps: { productId: 12 },
  });

it('shows the quantity asked for at once and sends it 1000 ms after the press', async () => {
  const { result } = renderLine();
  expect(result.current.quantity).toBe(2);
  act(() => result.current.change(3));
  expect(result.current.quantity).toBe(3);
  await act(() => jest.advanceTimersByTimeAsync(999));
  expect(post).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 12, quantity: 3 });
});

it('sends for the product the line has now, after the line is given another', async () => {
  const { result, rerender } = renderLine();
  rerender({ productId: 14 });
  act(() => result.current.change(3));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 14, quantity: 3 });
});

it('on leaving, sends what waits for the product the line has now', async () => {
  const { result, rerender, unmount } = renderLine();
  rerender({ productId: 14 });
  act(() => result.current.change(4));
  unmount();
  // At once: no time passes, only the write's own steps (its mutation, ADR 052) run.
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 14, quantity: 4 });
});

it("asks for the write's code (its mutation, ADR 052) at the press, so it is here when the quiet time ends", async () => {
  prepare.mockClear();
  const { result } = renderLine();
  expect(prepare).not.toHaveBeenCalled();
  act(() => result.current.change(3));
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(post).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(post).toHaveBeenCalledTimes(1);
});
