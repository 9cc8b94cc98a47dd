import { useMediaQuery } from './use-media-query';

/**
 * Whether the shopper asked their system for less motion; follows the setting if it changes while the page is open.
 * Shared, because the home video and the product gallery both ask.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
