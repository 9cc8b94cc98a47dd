/**
 * The page singletons (build/webpack.mjs `pageSingletons`): the shop's data layer, dialog and forms, which some remotes
 * use and the shell does not, and the remotes' mounting (mountRemote), which every remote uses and the home page not. Federation provides a shared module only from a build that imports it, so the shell names
 * them here: every remote then takes the shell's one copy, fetched from the shell's origin when a remote first needs
 * it, never the remote's own. Nothing here runs: the home page loads none of it.
 */
export const pageSingletons = {
  '@gemstore/shared/data': () => import('@gemstore/shared/data'),
  '@gemstore/shared/dialog': () => import('@gemstore/shared/dialog'),
  '@gemstore/shared/forms': () => import('@gemstore/shared/forms'),
  '@gemstore/shared/mount': () => import('@gemstore/shared/mount'),
};
