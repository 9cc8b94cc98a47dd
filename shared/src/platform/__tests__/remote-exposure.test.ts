/**
 * loadExposure (ADR 052, 053): another team's exposure through the federation runtime the shell lends, tried again
 * after a pause, refused when built against another contract, and loaded afresh on Retry; loadedExposure, what a
 * page that is going can still hand a change to.
 */
import {
  CART_CONTRACT,
  isExposure,
  WISHLIST_CONTRACT,
  type CartExposure,
  type WishlistExposure,
} from '../exposures';
import { loadedExposure, loadExposure, provideExposureLoader, reloadExposure } from '../remote-exposure';

const cart: CartExposure = {
  contract: CART_CONTRACT,
  addToCart: async () => true,
  reloadCart: async () => undefined,
  prepareToAdd: () => undefined,
};

const wishlist: WishlistExposure = {
  contract: WISHLIST_CONTRACT,
  setWishlisted: async () => true,
};

const load = jest.fn<Promise<unknown>, [string]>();
const reset = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  load.mockReset();
  reset.mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  provideExposureLoader({ load, reset }, [0, 0]);
});

it("loads checkout/cart through the shell's runtime once per page", async () => {
  load.mockResolvedValue({ default: cart });
  await expect(loadExposure('checkout/cart')).resolves.toBe(cart);
  await expect(loadExposure('checkout/cart')).resolves.toBe(cart);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('checkout/cart');
});

it('tries again after each pause, forgetting the failed remote between tries, then gives up', async () => {
  load.mockRejectedValue(new Error('remoteEntry.js: 502'));
  await expect(loadExposure('checkout/cart')).rejects.toThrow('502');
  expect(load).toHaveBeenCalledTimes(3);
  expect(reset).toHaveBeenCalledWith('checkout');
});

it('comes back on Retry once the remote is back, and a failed load is not kept', async () => {
  load.mockRejectedValue(new Error('offline'));
  await expect(loadExposure('checkout/cart')).rejects.toThrow('offline');
  load.mockResolvedValue({ default: cart });
  reset.mockClear();
  await expect(reloadExposure('checkout/cart')).resolves.toBe(cart);
  expect(reset).toHaveBeenCalledWith('checkout');
});

it('refuses a remote built against another contract at once, saying so', async () => {
  load.mockResolvedValue({ default: { ...cart, contract: CART_CONTRACT + 1 } });
  await expect(loadExposure('checkout/cart')).rejects.toThrow('built against another contract');
  expect(load).toHaveBeenCalledTimes(1);
  load.mockResolvedValue({ default: { contract: CART_CONTRACT } });
  await expect(loadExposure('checkout/cart')).rejects.toThrow('another contract');
});

it('says there is nothing to load with when no shell lent its runtime (a remote run alone)', async () => {
  provideExposureLoader(null);
  await expect(loadExposure('checkout/cart')).rejects.toThrow('no shell');
});

describe('account/wishlist (ADR 053)', () => {
  it("loads through the shell's runtime once per page, and is then at hand without waiting", async () => {
    load.mockResolvedValue({ default: wishlist });
    expect(loadedExposure('account/wishlist')).toBeNull();
    const loading = loadExposure('account/wishlist');
    // Asked for, not yet here: a page going now cannot hand it anything.
    expect(loadedExposure('account/wishlist')).toBeNull();
    await expect(loading).resolves.toBe(wishlist);
    expect(loadedExposure('account/wishlist')).toBe(wishlist);
    await loadExposure('account/wishlist');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('account/wishlist');
  });

  it('forgets, on Retry, the remote of the exposure asked for: the account remote', async () => {
    load.mockRejectedValue(new Error('offline'));
    await expect(loadExposure('account/wishlist')).rejects.toThrow('offline');
    expect(loadedExposure('account/wishlist')).toBeNull();
    load.mockResolvedValue({ default: wishlist });
    reset.mockClear();
    await expect(reloadExposure('account/wishlist')).resolves.toBe(wishlist);
    expect(reset).toHaveBeenCalledWith('account');
    expect(loadedExposure('account/wishlist')).toBe(wishlist);
  });

  it('refuses a wishlist built against another contract, or without its functions', async () => {
    load.mockResolvedValue({ default: { ...wishlist, contract: WISHLIST_CONTRACT + 1 } });
    await expect(loadExposure('account/wishlist')).rejects.toThrow('built against another contract');
    expect(isExposure('account/wishlist', { contract: WISHLIST_CONTRACT, setWishlisted: 'yes' })).toBe(false);
    expect(isExposure('account/wishlist', { contract: WISHLIST_CONTRACT })).toBe(false);
    // Each exposure is checked against its own contract: the cart is not a wishlist.
    expect(isExposure('account/wishlist', cart)).toBe(false);
    expect(isExposure('checkout/cart', wishlist)).toBe(false);
    expect(isExposure('account/wishlist', wishlist)).toBe(true);
  });

  it('is forgotten when another runtime is lent (a new page, in tests)', async () => {
    load.mockResolvedValue({ default: wishlist });
    await loadExposure('account/wishlist');
    provideExposureLoader({ load, reset }, [0, 0]);
    expect(loadedExposure('account/wishlist')).toBeNull();
  });
});
