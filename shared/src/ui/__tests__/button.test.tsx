/**
 * The shop's Button while its work is on its way (issue 30): a `disabled` button drops the keyboard's focus to the
 * page's start when pressed and leaves it there when the server says no; a busy one keeps it and refuses presses.
 */
import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { theme } from '../../theme';
import { Button } from '../primitives';

/** A login form whose server answers when the test says, with a refusal. */
function Form({ send }: { send: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await send();
    } catch {
      // The page says why; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Email
          <input name="email" />
        </label>
        <Button type="submit" busy={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </ThemeProvider>
  );
}

describe('Button, busy', () => {
  it('keeps the focus while busy and after a refusal, and sends nothing twice', async () => {
    const user = userEvent.setup();
    let refuse = () => {};
    const send = jest.fn(() => new Promise<void>((_, reject) => (refuse = () => reject(new Error('no')))));
    render(<Form send={send} />);

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Logging in...' });
    expect(busy).toHaveFocus();
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');

    // A second press, and Enter in the field (which presses the submit button), send nothing more.
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    refuse();
    const ready = await screen.findByRole('button', { name: 'Login' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    expect(ready).not.toHaveAttribute('aria-busy');
    await user.click(ready);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus on the button after a refusal', async () => {
    const user = userEvent.setup();
    render(<Form send={() => Promise.reject(new Error('no'))} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('still hears a press when the page itself says aria-disabled (to tell why, e.g. sold out)', async () => {
    const user = userEvent.setup();
    const press = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <Button type="button" aria-disabled onClick={press}>
          Add to Cart
        </Button>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(press).toHaveBeenCalledTimes(1);
  });
});
