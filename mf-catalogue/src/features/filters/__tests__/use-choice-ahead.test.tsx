import { act, renderHook } from '@testing-library/react';
import { useChoiceAhead } from '../hooks/use-choice-ahead';

const key = (value: string) => value;

function renderChoice(initial: string) {
  return renderHook(({ value }) => useChoiceAhead(value, key), { initialProps: { value: initial } });
}

describe('useChoiceAhead', () => {
  it('shows a choice at once, before the value catches up', () => {
    const { result, rerender } = renderChoice('0.25-20');
    act(() => result.current.choose('0.5-20'));
    expect(result.current.shown).toBe('0.5-20');

    rerender({ value: '0.5-20' });
    expect(result.current.shown).toBe('0.5-20');
  });

  it('is not pulled back by the answer to an earlier choice while a later one is on its way', () => {
    const { result, rerender } = renderChoice('0.25-20');
    act(() => result.current.choose('0.5-20'));
    act(() => result.current.choose('0.75-20'));
    act(() => result.current.choose('1-20'));

    // The page shows the first choice a moment later, then the second: the control keeps the third.
    rerender({ value: '0.5-20' });
    expect(result.current.shown).toBe('1-20');
    rerender({ value: '0.75-20' });
    expect(result.current.shown).toBe('1-20');
    rerender({ value: '1-20' });
    expect(result.current.shown).toBe('1-20');
  });

  it('follows a value that answers none of its choices (Remove all, Back), and forgets what it waited for', () => {
    const { result, rerender } = renderChoice('0.25-20');
    act(() => result.current.choose('0.5-20'));
    rerender({ value: '0-20' });
    expect(result.current.shown).toBe('0-20');

    rerender({ value: '0.5-20' });
    expect(result.current.shown).toBe('0.5-20');
  });

  it('previews a value without waiting for it', () => {
    const { result, rerender } = renderChoice('0.25-20');
    act(() => result.current.preview('2-20'));
    expect(result.current.shown).toBe('2-20');
    rerender({ value: '0-20' });
    expect(result.current.shown).toBe('0-20');
  });
});
