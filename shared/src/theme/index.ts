/**
 * One palette, type scale and spacing scale for the whole shop: a fine jeweller's calm ivory, ink and gold.
 * Every remote reads it through emotion's ThemeProvider (set up by mountRemote), never its own constants.
 */
export const theme = {
  colour: {
    ink: '#1f1b17',
    inkSoft: '#4a433c',
    muted: '#70675e', // 5:1 on ivory: small muted text stays readable (WCAG AA)
    line: '#e6dfd4',
    paper: '#ffffff',
    ivory: '#f8f5ef',
    gold: '#a8844a',
    goldDeep: '#86672f',
    danger: '#a33a2c',
    success: '#2f6b4a',
    focus: '#2b5fd9',
  },
  font: {
    // Each brand face is followed by its measured stand-in (shell/webpack.config.mjs, ADR 048), so the text keeps its
    // place while the brand face arrives.
    display: "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'Times New Roman', Georgia, serif",
    body: "Jost, 'Jost Fallback', 'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
  },
  /** rem steps: space(1) = 0.25rem. */
  space: (step: number) => `${step * 0.25}rem`,
  radius: { small: '2px', medium: '6px', round: '999px' },
  /** Min widths of the breakpoints; `large` is where the desktop header replaces the mobile menu. */
  breakpoint: { small: 0, medium: 640, large: 1024, extraLarge: 1280 },
  media: {
    medium: '@media (min-width: 640px)',
    large: '@media (min-width: 1024px)',
    extraLarge: '@media (min-width: 1280px)',
  },
  shadow: { soft: '0 6px 24px rgba(31, 27, 23, 0.08)' },
} as const;

export type ShopTheme = typeof theme;

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended like this.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ShopTheme {}
}
