import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusStart } from '../use-focus-start';
import { renderAt } from '../../test-helpers';

/** A page frame: a link in the header, and the page's own content with a field it may focus. */
function Frame() {
  const top = useRef<HTMLDivElement>(null);
  useFocusStart(top);
  return (
    <div ref={top} data-testid="frame">
      <a href="/contact">Contact Us</a>
      <label>
        Code
        <input />
      </label>
    </div>
  );
}

/** One animation frame: the check runs once the old page has gone. */
const nextFrame = () => act(() => jest.advanceTimersByTime(20));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useFocusStart: the keyboard starts from the top of a new page', () => {
  it('takes the focus off the link that was pressed, leaving no focus ring on the page', () => {
    const { navigate } = renderAt(<Frame />, '/');
    const link = screen.getByRole('link', { name: 'Contact Us' });
    link.focus();
    navigate('/contact');
    expect(link).toHaveFocus();
    nextFrame();
    expect(document.body).toHaveFocus();
    expect(screen.getByTestId('frame')).not.toHaveAttribute('tabindex');
  });

  it('leaves the focus where the new page put it', () => {
    const { navigate } = renderAt(<Frame />, '/');
    screen.getByRole('link', { name: 'Contact Us' }).focus();
    navigate('/verify-otp/abc');
    // The new page focuses its code box before the check runs.
    act(() => screen.getByLabelText('Code').focus());
    nextFrame();
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('does nothing on the first page, which the browser has just loaded', () => {
    const focused = document.createElement('button');
    document.body.append(focused);
    focused.focus();
    renderAt(<Frame />, '/');
    nextFrame();
    expect(focused).toHaveFocus();
    focused.remove();
  });
});
