/** Stands in for a window this many pixels wide, as matchMedia answers the theme's min-width breakpoints. */
export function screenWidth(pixels: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= pixels,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Back to jsdom's window, which has no matchMedia. */
export const forgetScreenWidth = () => Reflect.deleteProperty(window, 'matchMedia');
