/**
 * The page singletons (build/webpack.mjs `pageSingletons`): libraries some remotes use and the shell does not, such
 * as TanStack Query (ADR 021) and Radix's dialog (ADR 023). Federation provides a shared module only from a build
 * that imports it, so the shell names them here: every remote then takes the shell's one copy, fetched from the
 * shell's origin when a remote first needs it, never the remote's own. Nothing here runs: the home page loads none
 * of it.
 */
export const pageSingletons = {
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@radix-ui/react-dialog': () => import('@radix-ui/react-dialog'),
};
