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

  it('keeps nothing while suspended (deaf to other processes), and starts empty when resumed', async () => {
    const cache = new ListingCache();
    expect(await cache.get('rubies', async () => '[ruby]')).toBe('[ruby]');
    cache.suspend();
    expect(await cache.get('rubies', async () => '[ruby, sold elsewhere]')).toBe('[ruby, sold elsewhere]');
    expect(await cache.get('rubies', async () => '[ruby, back]')).toBe('[ruby, back]');
    cache.resume();
    expect(await cache.get('rubies', async () => '[new ruby]')).toBe('[new ruby]');
    expect(await cache.get('rubies', async () => '[newer ruby]')).toBe('[new ruby]');
  });

  it('does not keep an answer whose load was under way when the cache was suspended', async () => {
    const cache = new ListingCache();
    let release: (value: string) => void = () => undefined;
    const loading = cache.get('rubies', () => new Promise<string>((resolve) => (release = resolve)));
    cache.suspend();
    cache.resume();
    release('[old ruby]');
    expect(await loading).toBe('[old ruby]');
    expect(await cache.get('rubies', async () => '[new ruby]')).toBe('[new ruby]');
  });
});
