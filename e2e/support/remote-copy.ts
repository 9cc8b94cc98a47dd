/**
 * A working copy of one remote beside the real ones, for the journeys that rebuild and redeploy that remote alone
 * (ADR 011, 052): its source, build config and package.json (the build finds the remote's name and port in the
 * registry by its package's name), and its current build as the deployed folder a second shop serves. The shell can
 * be copied the same way (its static files come along).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { distOf, repoRoot } from './shop-server';

/** A hash of every file under a folder: a build untouched by a redeploy keeps it. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export type RemoteCopy = {
  /** The folder the second shop serves the remote from: its build as deployed now, then the rebuilt one. */
  deployed: string;
  /** Rewrites one source file (a path under the remote's src/); the change must change something. */
  change: (file: string, edit: (source: string) => string) => void;
  /** Builds the changed copy into `deployed`, as a deploy of that remote alone would. */
  redeploy: () => void;
  /**
   * Gives the copy its own release of `@gemstore/shared`: the workspace's, its version set to `version`, installed
   * in the copy's node_modules as a team's separate checkout would install it (ADR 054). Then `redeploy()`.
   */
  installShared: (version: string, options?: { linked?: boolean }) => void;
  remove: () => void;
};

export function copyOfRemote(folder: string): RemoteCopy {
  // Next to the real remote (same depth), so its relative imports still resolve.
  const workDir = mkdtempSync(path.join(repoRoot, `.e2e-redeploy-${folder}-`));
  const deployed = path.join(workDir, 'deployed');
  cpSync(path.join(repoRoot, folder, 'src'), path.join(workDir, 'src'), { recursive: true });
  // The shell's static files (a copy of the shell is built too: shared-contract.spec).
  if (existsSync(path.join(repoRoot, folder, 'public')))
    cpSync(path.join(repoRoot, folder, 'public'), path.join(workDir, 'public'), { recursive: true });
  for (const file of ['webpack.config.mjs', 'package.json'])
    cpSync(path.join(repoRoot, folder, file), path.join(workDir, file));
  cpSync(distOf(folder), deployed, { recursive: true });
  return {
    deployed,
    change: (file, edit) => {
      const source = path.join(workDir, 'src', file);
      const before = readFileSync(source, 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`the change to ${file} changed nothing`);
      writeFileSync(source, after);
    },
    redeploy: () => {
      try {
        execFileSync(
          path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
          ['--mode', 'production', '--output-path', deployed],
          { cwd: workDir, stdio: 'inherit' },
        );
      } catch (error) {
        // A build that fails ends the journey before it reaches its own clean-up: the copy goes now.
        rmSync(workDir, { recursive: true, force: true });
        throw error;
      }
    },
    installShared: (version, { linked = false } = {}) => {
      const installed = path.join(workDir, 'node_modules', '@gemstore', 'shared');
      rmSync(installed, { recursive: true, force: true });
      if (linked) {
        // The workspace's source itself (a link): its relative imports outside the package (the remote registry,
        // build/remote-registry.json) resolve from where it really is, as a build that bundles shared (the shell)
        // needs. A remote takes shared from the shell and bundles none of it: a copy is its own release.
        mkdirSync(installed, { recursive: true });
        symlinkSync(path.join(repoRoot, 'shared', 'src'), path.join(installed, 'src'), 'dir');
      } else {
        cpSync(path.join(repoRoot, 'shared', 'src'), path.join(installed, 'src'), { recursive: true });
        // What an installed release has beside its source, for a remote's server entry, which bundles shared (the
        // browser's code takes it from the shell): its own dependencies (npm installs them nested where they are not
        // hoisted), and the remote registry it was released with, where its source looks for it (../../../build
        // from src/routes, the workspace's layout; a published release would have it built in).
        const dependencies = path.join(repoRoot, 'shared', 'node_modules');
        if (existsSync(dependencies)) symlinkSync(dependencies, path.join(installed, 'node_modules'), 'dir');
        const registry = path.join(installed, 'src', 'routes', '..', '..', '..', 'build');
        mkdirSync(registry, { recursive: true });
        cpSync(
          path.join(repoRoot, 'build', 'remote-registry.json'),
          path.join(registry, 'remote-registry.json'),
        );
      }
      const manifest = path.join(repoRoot, 'shared', 'package.json');
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
      writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
    },
    remove: () => rmSync(workDir, { recursive: true, force: true }),
  };
}
