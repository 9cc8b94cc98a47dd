import { renderHook } from '@testing-library/react';
import { useShownCardCount } from '../hooks/use-shown-card-count';
import { forgetScreenWidth, screenWidth } from '../../../test-support/screen-width';

afterEach(() => forgetScreenWidth());

/** Every count the grid rendered, in order. */
function shownCounts(total: number) {
  const counts: number[] = [];
  const { result } = renderHook(() => {
    const count = useShownCardCount(total);
    counts.push(count);
    return count;
  });
  return { counts, last: result.current };
}

describe('useShownCardCount (ADR 017)', () => {
  it("on a phone renders the first screen's three rows of two first, then every card", () => {
    screenWidth(375);
    const { counts, last } = shownCounts(24);
    expect(counts[0]).toBe(6);
    expect(last).toBe(24);
  });

  it('on an extra-large screen the first pass holds three rows of five', () => {
    screenWidth(1440);
    const { counts, last } = shownCounts(40);
    expect(counts[0]).toBe(15);
    expect(last).toBe(40);
  });

  it('renders a list the first screen holds in one pass', () => {
    screenWidth(1440);
    const { counts } = shownCounts(12);
    expect(new Set(counts)).toEqual(new Set([12]));
  });
});
