/**
 * Listing answers and each piece's details are read far more often than the catalogue changes: keep serialised
 * answers for a couple of seconds. A write clears this process's cache at once after its commit, and every other process's when
 * the write's notice reaches it (ADR 060, catalogue/changes.ts); the TTL is the backstop for writes made outside the
 * API (the demo's seeding, SQL by hand), which send none.
 */
import { LRUCache } from 'lru-cache';

/** How long a listing answer is kept when no notice clears it first. */
export const LISTING_TTL_MS = 2000;

export class ListingCache {
  private readonly entries: LRUCache<string, string>;
  /** Loads under way, so a burst of misses for one listing runs one query, not one each. */
  private readonly loading = new Map<string, Promise<string>>();
  /** Bumped by clear(): a load that started before a write must not refill the cache with old data. */
  private generation = 0;
  /**
   * False while this process cannot hear other processes' writes (its listening connection is down, ADR 060): every
   * answer is then loaded for its own request, neither kept nor shared, since a sale elsewhere would go unheard.
   */
  private keeping = true;

  /**
   * At most `max` answers and `maxBytes` of text (a listing of 100 pieces is ~65 kB, a piece's details under 1 kB):
   * bounded by what the answers weigh, not only by how many there are.
   */
  constructor(ttlMs = LISTING_TTL_MS, max = 10_000, maxBytes = 32 * 1024 * 1024) {
    this.entries = new LRUCache({
      max,
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, value.length),
      ttl: ttlMs,
    });
  }

  /** `ttlMs`: how long this answer is kept when no notice clears it first, when not the cache's own TTL. */
  async get(key: string, load: () => Promise<string>, ttlMs?: number): Promise<string> {
    if (!this.keeping) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation && this.keeping)
          this.entries.set(key, value, ttlMs === undefined ? undefined : { ttl: ttlMs });
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

  /** Stops keeping answers (and forgets those kept) until resume(): this process may miss other processes' writes. */
  suspend(): void {
    this.keeping = false;
    this.clear();
  }

  /** Keeps answers again, starting empty: whatever changed while suspended is read afresh. */
  resume(): void {
    this.keeping = true;
    this.clear();
  }
}
