#!/usr/bin/env node
// `npm run lint` runs this first (with tsx, for the route table): the remote registry, build/remote-registry.json
// (ADR 050), against the workspace and the shared route table. It fails, saying every problem, on a registry entry
// that is malformed, an mf-* folder the registry leaves out, a registered remote without its folder or with another
// package name, a folder the workspaces leave out, and a route whose owner the registry does not know or whose path
// is under another owner's prefix. Places that import the registry need no check: they cannot disagree with it.
/**
 * Every problem, or those the registry's own shape has (build/remotes.mjs reads the registry as it loads, and the
 * route table is typed from it: neither is worth asking about a registry that is malformed).
 * @returns {Promise<string[]>}
 */
async function problems() {
  try {
    const { readRegistry, root, workspaceProblems } = await import('../build/remotes.mjs');
    const { routeOwnershipProblems } = await import('../shared/src/routes/ownership.ts');
    return [...workspaceProblems(readRegistry(root), root), ...routeOwnershipProblems()];
  } catch (error) {
    if (error instanceof Error && error.name === 'RegistryError' && 'problems' in error)
      return /** @type {string[]} */ (error.problems);
    throw error;
  }
}

const found = await problems();
if (found.length > 0) {
  console.error(
    'The remote registry (build/remote-registry.json) and the workspace disagree:\n' +
      found.map((problem) => `  - ${problem}`).join('\n'),
  );
  process.exit(1);
}
