/**
 * Listing answers are read far more often than the catalogue changes: keep serialised answers for a
 * couple of seconds. Writes in this process clear it at once; other processes catch up within the TTL.
 */
import { LRUCache } from 'lru-cache';

export class ListingCache {
  private readonly entries: LRUCache<string, string>;

  constructor(ttlMs = 2000, max = 2000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
