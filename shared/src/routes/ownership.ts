/**
 * The route table against the remote registry (build/remote-registry.json, ADR 050), for `npm run lint`
 * (scripts/check-remotes.mjs) and the new-remote scaffold. Not in the browser's `@gemstore/shared`: no page needs it
 * (ADR 057); it is imported from this file.
 */
import { registeredRemotes } from './remotes';
import { routeTable, type RouteDefinition } from './index';
import { segmentsOf } from './segments';

/**
 * What the route table and the registry disagree on (empty when nothing; `npm run lint` runs it through
 * scripts/check-remotes.mjs). A route's owner is 'shell' or a registered remote; a remote's route lies under one of
 * the path prefixes the registry gives it; a route under a remote's prefix is that remote's. A route whose first
 * segments are parameters is placed by their allowed values (`/:section/…` by the sections).
 */
export function routeOwnershipProblems(
  table: Readonly<Record<string, RouteDefinition>> = routeTable,
  remotes: readonly { name: string; routes: readonly string[] }[] = registeredRemotes,
): string[] {
  const problems: string[] = [];
  const known = new Set(remotes.map((remote) => remote.name));
  const prefixes = remotes.flatMap((remote) =>
    remote.routes.map((prefix) => ({ owner: remote.name, segments: segmentsOf(prefix), prefix })),
  );
  for (const [name, route] of Object.entries(table)) {
    const owner: string = route.owner;
    if (owner !== 'shell' && !known.has(owner)) {
      problems.push(
        `route '${name}' (${route.path}) names the owner '${owner}', which is not a remote of ` +
          `build/remote-registry.json (${[...known].join(', ')})`,
      );
      continue;
    }
    for (const path of placedPaths(route)) {
      const segments = segmentsOf(path);
      const under = prefixes.filter((candidate) =>
        candidate.segments.every((segment, index) => segments[index] === segment),
      );
      const open = prefixes.filter(
        (candidate) =>
          !under.includes(candidate) &&
          candidate.segments.every(
            (segment, index) => segments[index] === segment || segments[index]?.startsWith(':'),
          ),
      );
      const placed = under[0]?.owner ?? 'shell';
      if (open.length > 0) {
        problems.push(
          `route '${name}' (${route.path}) may or may not be under ${open.map((p) => p.prefix).join(', ')}: ` +
            'give its parameter the values it allows',
        );
      } else if (placed !== owner) {
        problems.push(
          placed === 'shell'
            ? `route '${name}' (${route.path}) is owned by '${owner}', but no route prefix of '${owner}' in ` +
                `build/remote-registry.json covers ${path}`
            : `route '${name}' (${route.path}) is owned by '${owner}', but build/remote-registry.json gives ` +
                `${under[0]?.prefix} to '${placed}'`,
        );
      }
    }
  }
  // A route placed by several values says a problem once.
  return [...new Set(problems)];
}

/** A route's path with each parameter that lists its allowed values filled in with every one of them. */
function placedPaths(route: RouteDefinition): string[] {
  return segmentsOf(route.path)
    .reduce<string[]>(
      (paths, part) => {
        const allowed = part.startsWith(':') ? route.params?.[part.slice(1)] : undefined;
        const options = allowed ?? [part];
        return paths.flatMap((path) => options.map((option) => `${path}/${option}`));
      },
      [''],
    )
    .map((path) => path || '/');
}
