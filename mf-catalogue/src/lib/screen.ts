/**
 * The theme's breakpoints as the browser is asked about them: its media rules ('@media (min-width: 1024px)') are
 * written for emotion, and matchMedia wants the query alone.
 */
export const queryOf = (media: string) => media.replace(/^@media\s*/, '');

/** Whether the window matches one of the theme's media rules now (never where there is no window or matchMedia). */
export const screenMatches = (media: string) =>
  typeof window !== 'undefined' && (window.matchMedia?.(queryOf(media)).matches ?? false);
