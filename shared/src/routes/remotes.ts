/**
 * The shop's remotes as TypeScript sees them: a typed view of build/remote-registry.json, the one place they are
 * written (ADR 050). A remote's name is a key of that file, so a name it does not list — in the route table, in
 * mountRemote, in the shell's list — fails to compile. React-free and runtime-free: the shell (its head script too),
 * the shop's HTML server, the API's development origins and e2e read it.
 */
import registry from '../../../build/remote-registry.json';

type Registry = typeof registry.remotes;

/** A registered remote's federation name: `'catalogue' | 'account' | …`, whatever the registry lists. */
export type RemoteName = keyof Registry;

export type RegisteredRemote = {
  readonly name: RemoteName;
  /** Its package's folder in the repository, `mf-<name>`. */
  readonly folder: string;
  /** Where it is served on one machine (npm start, npm run dev); e2e moves it into its own ports. */
  readonly port: number;
  /** The path prefixes it owns: `/contact` is `/contact` and every path under it. */
  readonly routes: readonly string[];
  /** What the shop calls its part of the page: 'Contact and enquiries could not be loaded'. */
  readonly label: string;
};

const names = Object.keys(registry.remotes) as RemoteName[];

/** Every registered remote, in the registry's order. */
export const registeredRemotes: readonly RegisteredRemote[] = names.map((name) => {
  const { folder, port, routes, label } = registry.remotes[name];
  return { name, folder, port, routes, label };
});

export const remoteNames: readonly RemoteName[] = names;

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(registry.remotes, value);
}

export function registeredRemote(name: RemoteName): RegisteredRemote {
  const remote = registeredRemotes.find((candidate) => candidate.name === name);
  // Only a name cast past the type can miss.
  if (!remote) throw new Error(`'${name}' is not a remote in build/remote-registry.json`);
  return remote;
}
