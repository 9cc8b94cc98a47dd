/**
 * The dropdowns' chunk held back until a test lets it through (`heldFilterBar.arrive()`) or fails it: a suite mocks
 * the chunks module with `withHeldFilterBar` and reads `heldFilterBar` for how often it was asked for.
 */
import type * as Chunks from '../features/filters/lib/filter-chunks';

export const heldFilterBar: { asked: number; arrive?: () => void; fail?: () => void } = { asked: 0 };

export function withHeldFilterBar(actual: typeof Chunks): typeof Chunks {
  return {
    ...actual,
    loadFilterBar: () =>
      new Promise((resolve, reject) => {
        heldFilterBar.asked += 1;
        heldFilterBar.arrive = () => resolve(actual.loadFilterBar());
        heldFilterBar.fail = () => reject(new Error('Loading chunk filter-bar failed'));
      }),
  };
}
