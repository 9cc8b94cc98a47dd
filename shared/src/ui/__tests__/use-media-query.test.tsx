import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useKnownMediaQuery } from '../use-media-query';

const WIDE = '(min-width: 1024px)';

/** A window whose matchMedia says it is wide. */
function wideWindow() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === WIDE,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function Screen({ seen }: { seen?: (value: boolean | undefined) => void }) {
  const wide = useKnownMediaQuery(WIDE);
  seen?.(wide);
  return <p>{wide === undefined ? 'not known' : wide ? 'wide' : 'narrow'}</p>;
}

describe('useKnownMediaQuery', () => {
  it('answers at once where nothing was drawn on the server', () => {
    wideWindow();
    render(<Screen />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('is not known on the server, nor in the render that hydrates its markup; then it is', async () => {
    expect(renderToString(<Screen />)).toBe('<p>not known</p>');

    wideWindow();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    document.body.appendChild(container);
    const seen: (boolean | undefined)[] = [];
    await act(async () => {
      hydrateRoot(container, <Screen seen={(value) => seen.push(value)} />);
    });

    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('wide');
    container.remove();
  });
});
