import { ListingCache } from '../src/modules/catalogue/cache';

describe('ListingCache', () => {
  it('runs one load for a burst of misses on the same listing', async () => {
    const cache = new ListingCache();
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all([
      cache.get('rubies', load),
      cache.get('rubies', load),
      cache.get('rubies', load),
    ]);
    release('[ruby]');
    expect(await answers).toEqual(['[ruby]', '[ruby]', '[ruby]']);
    expect(loads).toBe(1);
    expect(await cache.get('rubies', load)).toBe('[ruby]');
    expect(loads).toBe(1);
  });

  it('does not keep an answer loaded before a write cleared the cache', async () => {
    const cache = new ListingCache();
    let release: (value: string) => void = () => undefined;
    const stale = cache.get('rubies', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('[old ruby]');
    expect(await stale).toBe('[old ruby]');
    expect(await cache.get('rubies', async () => '[new ruby]')).toBe('[new ruby]');
  });

  it('does not cache a failed load', async () => {
    const cache = new ListingCache();
    await expect(cache.get('rubies', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('rubies', async () => '[ruby]')).toBe('[ruby]');
  });
});
