import { screen } from '@testing-library/react';
import { useLocation } from '@gemstore/shared';
import { ShellErrorBoundary, describeError } from '../unexpected-error';
import { renderAt } from '../../test-helpers';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

// React reports every error a boundary catches on the console; these are the errors the tests throw on purpose.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('UnexpectedError (§error-screen.unexpected)', () => {
  it('shows the heading, the message and the stack of an error thrown while rendering', () => {
    const error = new Error('The gem vault is locked');
    renderAt(
      <ShellErrorBoundary>
        <Boom error={error} />
      </ShellErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The gem vault is locked' })).toBeInTheDocument();
    const stack = error.stack ?? '';
    expect(stack).toContain('The gem vault is locked');
    expect(
      screen.getByText((_, element) => element?.tagName === 'PRE' && element.textContent === stack),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('catches an error thrown deep inside the layout, in place of the whole layout', () => {
    renderAt(
      <ShellErrorBoundary>
        <header>Gemstore</header>
        <main>
          <section>
            <Boom error={new TypeError('price is undefined')} />
          </section>
        </main>
      </ShellErrorBoundary>,
      '/gemstones/Ruby',
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'price is undefined' })).toBeInTheDocument();
    expect(screen.queryByText('Gemstore')).toBeNull();
  });

  it('shows the status and status text, and no stack, of something thrown with an HTTP status', () => {
    const { container } = renderAt(
      <ShellErrorBoundary>
        <Boom error={{ status: 503, statusText: 'Service Unavailable' }} />
      </ShellErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 2, name: '503 Service Unavailable' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
  });

  it('shows something that is not an Error as text, without a stack', () => {
    const { container } = renderAt(
      <ShellErrorBoundary>
        <Boom error="the parcel said no" />
      </ShellErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'the parcel said no' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
  });

  it('tries again when the shopper goes to another address', () => {
    function BrokenOnRuby() {
      const { pathname } = useLocation();
      if (pathname === '/gemstones/Ruby') throw new Error('Ruby is broken');
      return <p>All is well on {pathname}</p>;
    }
    const { navigate } = renderAt(
      <ShellErrorBoundary>
        <BrokenOnRuby />
      </ShellErrorBoundary>,
      '/gemstones/Ruby',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ruby is broken' })).toBeInTheDocument();

    navigate('/gemstones/Emerald');
    expect(screen.getByText('All is well on /gemstones/Emerald')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('describeError', () => {
  it('gives the message and the stack of an Error', () => {
    const error = new RangeError('quantity above stock');
    expect(describeError(error)).toEqual({ summary: 'quantity above stock', stack: error.stack });
  });

  it('gives no stack for an Error without one', () => {
    const error = new Error('no trace');
    delete error.stack;
    expect(describeError(error)).toEqual({ summary: 'no trace', stack: null });
  });

  it('gives the status and status text of something thrown with an HTTP status', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({
      summary: '404 Not Found',
      stack: null,
    });
  });

  it('gives anything else as text', () => {
    expect(describeError(42)).toEqual({ summary: '42', stack: null });
    expect(describeError(null)).toEqual({ summary: 'null', stack: null });
  });
});
