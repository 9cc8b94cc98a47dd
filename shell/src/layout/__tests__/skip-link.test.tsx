import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from '../skip-link';
import { renderAt } from '../../test-helpers';

describe('Skip to content', () => {
  it('is the first Tab stop, and Enter moves the focus to the main region without changing the address', async () => {
    const user = userEvent.setup();
    const { location } = renderAt(
      <>
        <SkipLink target="main" />
        <header>
          <a href="/">Gemstore</a>
        </header>
        <main id="main">
          <h1>Rubies</h1>
          <a href="/gemstones/Ruby/a-ruby">A ruby</a>
        </main>
      </>,
      '/gemstones/Ruby',
    );

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(location().pathname).toBe('/gemstones/Ruby');
    expect(location().hash).toBe('');

    await user.tab();
    expect(screen.getByRole('link', { name: 'A ruby' })).toHaveFocus();
  });
});
