import { caratScale, fitRange, nearestIndex, priceScale } from '../lib/stepped-scale';

const stepsOf = (values: readonly number[]) =>
  values.slice(1).map((value, i) => [values[i], Math.round((value - (values[i] ?? 0)) * 1000) / 1000]);

describe('carat scale (§slider.carat)', () => {
  it('runs from 0 to 20 ct', () => {
    expect(caratScale.values[0]).toBe(0);
    expect(caratScale.values.at(-1)).toBe(20);
  });

  it('steps 0.25 up to 1 ct, 0.5 up to 5, 1 up to 10 and 2.5 above', () => {
    for (const [from, step] of stepsOf(caratScale.values)) {
      const at = from ?? 0;
      expect([at, step]).toEqual([at, at < 1 ? 0.25 : at < 5 ? 0.5 : at < 10 ? 1 : 2.5]);
    }
    expect(caratScale.values.slice(0, 6)).toEqual([0, 0.25, 0.5, 0.75, 1, 1.5]);
    expect(caratScale.values.slice(-5)).toEqual([10, 12.5, 15, 17.5, 20]);
  });
});

describe('price scale (§slider.price)', () => {
  it('runs from 0 to 10000 dollars', () => {
    expect(priceScale.values[0]).toBe(0);
    expect(priceScale.values.at(-1)).toBe(10000);
  });

  it('steps 100 up to 500, 250 up to 2000, 500 up to 5000 and 1000 up to 10000', () => {
    for (const [from, step] of stepsOf(priceScale.values)) {
      const at = from ?? 0;
      expect([at, step]).toEqual([at, at < 500 ? 100 : at < 2000 ? 250 : at < 5000 ? 500 : 1000]);
    }
    expect(priceScale.values).toContain(750);
    expect(priceScale.values).toContain(4500);
    expect(priceScale.values).toContain(6000);
    expect(priceScale.values).not.toContain(5500);
  });
});

describe('fitRange: bounds, scale values and minimum gaps', () => {
  it('keeps a range that is on the scale and far enough apart', () => {
    expect(fitRange(caratScale, [0.5, 3])).toEqual([0.5, 3]);
    expect(fitRange(priceScale, [1000, 5000])).toEqual([1000, 5000]);
  });

  it('keeps the carat handles at least 0.25 ct apart', () => {
    expect(fitRange(caratScale, [2, 2], 'high')).toEqual([1.5, 2]);
    expect(fitRange(caratScale, [2, 2], 'low')).toEqual([2, 2.5]);
    expect(fitRange(caratScale, [0, 0], 'high')).toEqual([0, 0.25]);
    expect(fitRange(caratScale, [20, 20], 'low')).toEqual([17.5, 20]);
  });

  it('takes handles exactly 0.25 ct apart, and widens 0 ct apart (§slider.carat: minimum gap 0.25)', () => {
    expect(fitRange(caratScale, [0.5, 0.75])).toEqual([0.5, 0.75]);
    expect(fitRange(caratScale, [0.75, 0.75], 'high')).toEqual([0.5, 0.75]);
  });

  it('takes handles exactly 1000 dollars apart, and widens 750 apart (§slider.price: minimum gap 1000)', () => {
    expect(fitRange(priceScale, [2000, 3000], 'high')).toEqual([2000, 3000]);
    expect(fitRange(priceScale, [2250, 3000], 'high')).toEqual([2000, 3000]);
    expect(fitRange(priceScale, [2000, 2750], 'low')).toEqual([2000, 3000]);
  });

  it('keeps the price handles at least 1000 dollars apart, moving the other handle', () => {
    // The high handle was dragged down to 2500: the low one gives way to 1500.
    expect(fitRange(priceScale, [2000, 2500], 'high')).toEqual([1500, 2500]);
    // The low handle was dragged up to 2000: the high one moves up to 3000.
    expect(fitRange(priceScale, [2000, 2500], 'low')).toEqual([2000, 3000]);
    expect(fitRange(priceScale, [0, 300], 'high')).toEqual([0, 1000]);
    expect(fitRange(priceScale, [9500, 10000], 'low')).toEqual([9000, 10000]);
  });

  it('puts values from a hand-edited URL on the nearest stop, in order', () => {
    expect(fitRange(caratScale, [7.3, 0.6])).toEqual([0.5, 7]);
    expect(fitRange(priceScale, [-50, 99999])).toEqual([0, 10000]);
    expect(nearestIndex(priceScale, 1100)).toBe(priceScale.values.indexOf(1000));
  });
});
