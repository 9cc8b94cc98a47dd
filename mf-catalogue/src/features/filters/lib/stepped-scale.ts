/**
 * The Carat and Price sliders of §slider.carat and §slider.price: bounds, a minimum gap between the two
 * handles, and a step that grows with the value (0.25 ct near one carat, 2.5 ct near twenty). A slider moves
 * over the positions of such a scale, so one keyboard step or one notch is always one of the values the scale
 * allows.
 */
import { caratRange, caratStep, priceRange, priceStep } from '@gemstore/shared';

export type SteppedScale = {
  /** Every value a handle can rest on, ascending, from min to max. */
  values: readonly number[];
  min: number;
  max: number;
  minGap: number;
};

export function steppedScale(
  range: { min: number; max: number; minGap: number },
  stepAt: (value: number) => number,
): SteppedScale {
  const values: number[] = [];
  // Build from the decimal steps without drift (0.25 × 4 stays 1, not 0.9999…).
  for (let value = range.min; value < range.max; value = Math.round((value + stepAt(value)) * 1000) / 1000)
    values.push(value);
  values.push(range.max);
  return { values, min: range.min, max: range.max, minGap: range.minGap };
}

export const caratScale = steppedScale(caratRange, caratStep);
export const priceScale = steppedScale(priceRange, priceStep);

/** The position of the scale value nearest to `value` (a hand-edited URL may hold any number). */
export function nearestIndex(scale: SteppedScale, value: number): number {
  let best = 0;
  scale.values.forEach((candidate, index) => {
    if (Math.abs(candidate - value) < Math.abs((scale.values[best] ?? 0) - value)) best = index;
  });
  return best;
}

/**
 * A range the scale allows: both ends on the scale, in order, at least the minimum gap apart. When the ends are
 * too close, the end that moved keeps its place and the other gives way; at a bound, the moved end gives way.
 */
export function fitRange(
  scale: SteppedScale,
  [low, high]: readonly [number, number],
  moved: 'low' | 'high' = 'high',
): [number, number] {
  const values = scale.values;
  let lowIndex = nearestIndex(scale, Math.min(low, high));
  let highIndex = nearestIndex(scale, Math.max(low, high));
  const gapOk = () => (values[highIndex] ?? 0) - (values[lowIndex] ?? 0) >= scale.minGap - 1e-9;
  while (!gapOk()) {
    if (moved === 'low' ? highIndex < values.length - 1 : lowIndex === 0) highIndex += 1;
    else lowIndex -= 1;
    if (lowIndex < 0 || highIndex >= values.length) return [scale.min, scale.max];
  }
  return [values[lowIndex] ?? scale.min, values[highIndex] ?? scale.max];
}

/** True when the range is the whole scale: no filter at all. */
export const isFullRange = (scale: SteppedScale, [low, high]: readonly [number, number]) =>
  low <= scale.min && high >= scale.max;
