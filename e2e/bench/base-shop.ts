/**
 * The shop at another commit, for the bench to measure before and after a change in one run (issue 18): with
 * `BENCH_BASE=<commit>` set, `npm run bench:ui` measures that commit's shop (checked out and installed by
 * build/bench-base.ts, built here once) beside this checkout.
 */
import { benchBase, headCommit } from '../../build/bench-base';
import { buildMissing, repoRoot } from '../support/shop-server';

export type Measured = { label: string; root: string };

/** The shops to measure: the base commit's first when BENCH_BASE names one, then this checkout. */
export function shopsToMeasure(): Measured[] {
  const head: Measured = { label: `this checkout (${headCommit()})`, root: repoRoot };
  const base = benchBase();
  if (!base) return [head];
  buildMissing(base.root);
  return [{ label: `before (${base.commit})`, root: base.root }, head];
}
