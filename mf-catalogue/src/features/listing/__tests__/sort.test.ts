import { aProduct } from '@gemstore/shared/test-fixtures';
import { sortProducts } from '../lib/sort';

const a = aProduct({ id: 1, price: 3000, weight: 2 });
const b = aProduct({ id: 2, price: 1200, weight: 5 });
const hiddenFromGuest = aProduct({ id: 3, price: null, priceHidden: 'login', weight: 1 });
const c = aProduct({ id: 4, price: 4800, weight: 0.5 });

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('sortProducts (§listing.sort)', () => {
  it('keeps the loaded order when no sort is chosen, without changing the list given', () => {
    const list = [a, b, hiddenFromGuest, c];
    expect(ids(sortProducts(list, null))).toEqual([1, 2, 3, 4]);
    sortProducts(list, 'price-desc');
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });

  it('sorts by price, a price hidden from a guest counting as above every price shown', () => {
    expect(ids(sortProducts([a, b, hiddenFromGuest, c], 'price-asc'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortProducts([a, b, hiddenFromGuest, c], 'price-desc'))).toEqual([3, 4, 1, 2]);
  });

  it('sorts by carat both ways', () => {
    expect(ids(sortProducts([a, b, hiddenFromGuest, c], 'carat-asc'))).toEqual([4, 3, 1, 2]);
    expect(ids(sortProducts([a, b, hiddenFromGuest, c], 'carat-desc'))).toEqual([2, 1, 3, 4]);
  });

  it('puts pieces priced on request last, whichever way', () => {
    const onRequest = aProduct({ id: 9, price: null, priceHidden: 'enquire' });
    expect(ids(sortProducts([onRequest, a, b], 'price-asc'))).toEqual([2, 1, 9]);
    expect(ids(sortProducts([onRequest, a, b], 'price-desc'))).toEqual([1, 2, 9]);
  });
});
