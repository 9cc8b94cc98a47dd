import { screen } from '@testing-library/react';
import { UnexpectedError, describeError } from '../unexpected-error';
import { renderRoutes } from '../../test-helpers';

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

describe('UnexpectedError (SPEC §8)', () => {
  it('shows the heading, the message and the stack of an error thrown while rendering', () => {
    const error = new Error('The gem vault is locked');
    renderRoutes([{ path: '/', element: <Boom error={error} />, errorElement: <UnexpectedError /> }]);

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

  it('shows the error of a nested route in the error element of the route above it', () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <UnexpectedError />,
          children: [
            { path: 'gemstones/:category', element: <Boom error={new TypeError('price is undefined')} /> },
          ],
        },
      ],
      '/gemstones/Ruby',
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'price is undefined' })).toBeInTheDocument();
  });

  it('shows "404 Not Found" and no stack for a route error response', () => {
    const { container } = renderRoutes(
      [{ path: '/', element: <p>Home</p>, errorElement: <UnexpectedError /> }],
      '/nowhere/at/all',
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
  });

  it('shows something that is not an Error as text, without a stack', () => {
    const { container } = renderRoutes([
      { path: '/', element: <Boom error="the parcel said no" />, errorElement: <UnexpectedError /> },
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'the parcel said no' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
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

  it('gives anything else as text', () => {
    expect(describeError(42)).toEqual({ summary: '42', stack: null });
    expect(describeError(null)).toEqual({ summary: 'null', stack: null });
  });
});
