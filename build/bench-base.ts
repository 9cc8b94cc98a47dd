/**
 * The shop at another commit, for a benchmark to measure before and after a change in one run (issue 18, issue 32):
 * with `BENCH_BASE=<commit>` set, the commit is checked out in a worktree of its own (under the system's temporary
 * folder, kept for the next run) and installed once. The UI bench also builds it (e2e/bench/base-shop.ts); the API
 * bench runs its bench target from it (server/bench/run.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

export type BenchBase = { commit: string; root: string };

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** This checkout's short commit, for a report's labels. */
export const headCommit = (): string => git('rev-parse', '--short', 'HEAD');

/** The checkout of BENCH_BASE, installed, or null when it is not set. */
export function benchBase(): BenchBase | null {
  const base = process.env['BENCH_BASE'];
  if (!base) return null;
  const commit = git('rev-parse', '--short', `${base}^{commit}`);
  const root = path.join(tmpdir(), 'gemstore-bench', commit);
  if (!existsSync(path.join(root, 'package.json'))) {
    mkdirSync(path.dirname(root), { recursive: true });
    git('worktree', 'add', '--force', '--detach', root, commit);
  }
  if (!existsSync(path.join(root, 'node_modules'))) {
    console.log(`bench: installing ${commit} in ${root}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  return { commit, root };
}
