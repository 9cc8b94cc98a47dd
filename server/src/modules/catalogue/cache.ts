/**
 * Listing answers are read far more often than the catalogue changes: keep serialised answers for a
 * couple of seconds. Writes in this process clear it at once; other processes catch up within the TTL.
 */
import { LRUCache } from 'lru-cache';

export class ListingCache {
  private readonly entries: LRUCache<string, string>;
  /** Loads under way, so a burst of misses for one listing runs one query, not one each. */
  private readonly loading = new Map<string, Promise<string>>();
  /** Bumped by clear(): a load that started before a write must not refill the cache with old data. */
  private generation = 0;

  constructor(ttlMs = 2000, max = 2000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation) this.entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
