import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteProviders } from '@gemstore/shared';
import { RangeSlider } from '../components/range-slider';
import { caratScale } from '../lib/stepped-scale';
import type { Range } from '../lib/gem-filters';

/**
 * The listing as the slider meets it: each commit comes back as the slider's value a little later (the URL, the
 * filters, a re-render), and 'Remove all filters' can reset it from outside.
 */
function Listing({ answerAfterMs }: { answerAfterMs: number }) {
  const [value, setValue] = useState<Range>([caratScale.min, caratScale.max]);
  return (
    <RemoteProviders name="catalogue">
      <RangeSlider
        label="Carat"
        scale={caratScale}
        value={value}
        format={(carat, atMax) => `${carat} ct${atMax ? '+' : ''}`}
        onCommit={(range) => setTimeout(() => setValue(range), answerAfterMs)}
      />
      <button type="button" onClick={() => setValue([caratScale.min, caratScale.max])}>
        Remove all filters
      </button>
      <output aria-label="Chosen">{value.join('-')}</output>
    </RemoteProviders>
  );
}

describe('RangeSlider', () => {
  it('counts every arrow key pressed quickly, while the answers to earlier presses are still arriving', async () => {
    // Presses 3 ms apart, answers 5 ms after each: the answer to a press lands after the next press.
    const user = userEvent.setup({ delay: 3 });
    render(<Listing answerAfterMs={5} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum carat' });
    minimum.focus();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');

    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('1-20'));
    expect(minimum).toHaveAttribute('aria-valuetext', '1 ct');
  });

  it('follows a change made elsewhere once its own answers are in', async () => {
    const user = userEvent.setup();
    render(<Listing answerAfterMs={0} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum carat' });
    minimum.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(minimum).toHaveAttribute('aria-valuetext', '0.5 ct'));

    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));

    expect(minimum).toHaveAttribute('aria-valuetext', '0 ct');
  });
});
