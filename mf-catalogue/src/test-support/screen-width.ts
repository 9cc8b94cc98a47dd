let width = 0;
const listeners = new Set<() => void>();

/** Stands in for a window this many pixels wide, as matchMedia answers the theme's min-width breakpoints. */
export function screenWidth(pixels: number) {
  width = pixels;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      media: query,
      addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
    }),
  });
}

/** The window made this wide: the queries' listeners hear of it, as a browser's would. */
export function resizeScreen(pixels: number) {
  width = pixels;
  for (const listener of [...listeners]) listener();
}

/** Back to jsdom's window, which has no matchMedia. */
export function forgetScreenWidth() {
  listeners.clear();
  Reflect.deleteProperty(window, 'matchMedia');
}
