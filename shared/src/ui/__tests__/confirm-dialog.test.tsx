import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { theme } from '../../theme';
import { ConfirmDialog } from '../dialog';

/** A page with a button that opens the confirmation; `change` is what confirming does. */
function Page({ change }: { change: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Remove ring
      </button>
      <ConfirmDialog
        open={open}
        title="Remove from wishlist?"
        description="The ring will no longer be saved."
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async () => {
          try {
            await change();
            setOpen(false);
          } catch {
            // The page says why; the dialog stays for another try.
          }
        }}
        onCancel={() => setOpen(false)}
      />
    </ThemeProvider>
  );
}

describe('ConfirmDialog', () => {
  it('names itself by its title and sentence, and Cancel gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const change = jest.fn(() => Promise.resolve());
    render(<Page change={change} />);
    await user.click(screen.getByRole('button', { name: 'Remove ring' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove from wishlist?' });
    expect(dialog).toHaveAccessibleDescription('The ring will no longer be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    // Radix gives the focus back a moment after the dialog has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove ring' })).toHaveFocus());
  });

  it('waits while the change is on its way: busy label, no Escape, closed by the caller once made', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    render(<Page change={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.click(screen.getByRole('button', { name: 'Remove ring' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    // Waiting, not disabled: the keyboard's focus stays on the pressed button (issue 30).
    const removing = screen.getByRole('button', { name: 'Removing...' });
    expect(removing).toHaveAttribute('aria-disabled', 'true');
    expect(removing).toHaveAttribute('aria-busy', 'true');
    expect(removing).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    finish();
    await screen.findByRole('button', { name: 'Remove ring' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open, ready again, when the change fails', async () => {
    const user = userEvent.setup();
    render(<Page change={() => Promise.reject(new Error('refused'))} />);
    await user.click(screen.getByRole('button', { name: 'Remove ring' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    const remove = await screen.findByRole('button', { name: 'Remove' });
    expect(remove).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The focus is where the shopper left it, ready for another try: never dropped to the page's start.
    expect(remove).toHaveFocus();
  });
});
