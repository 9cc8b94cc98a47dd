/**
 * Latency percentiles from every single response time.
 *
 * autocannon's own histogram reports p97.5 and p99 but no p95, and records whole milliseconds (its lowest
 * discernible value is 1 ms), which flattens a fast route's sub-millisecond latencies. So the bench keeps each
 * response's time (autocannon's `response` event, a float in ms from process.hrtime) and ranks them itself.
 */

/** A growable list of numbers without per-item allocation: a 5 s case can record a few hundred thousand. */
export class Samples {
  private values = new Float64Array(1 << 16);
  private length = 0;

  add(value: number): void {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }

  get count(): number {
    return this.length;
  }

  /** Sorted copy, ready for `percentile`. */
  sorted(): Float64Array {
    return this.values.slice(0, this.length).sort();
  }
}

/** Nearest-rank percentile (the smallest value with at least p% of samples at or below it); NaN when empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}
