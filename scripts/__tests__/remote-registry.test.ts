/**
 * The remote registry's checks (build/remotes.mjs, ADR 050), each failure shown once: `npm run lint` runs them
 * (scripts/check-remotes.mjs) and webpack refuses a package the registry does not list. The route table's side is in
 * shared/src/routes/__tests__/route-ownership.test.ts; a whole new remote in scripts/__tests__/new-remote.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  parseRegistry,
  readRegistry,
  remoteIn,
  remoteNamed,
  remotePorts,
  remotes,
  workspaceProblems,
} from '../../build/remotes.mjs';

const root = path.join(__dirname, '..', '..');

const contact = { folder: 'mf-contact', port: 3004, routes: ['/contact'], label: 'Contact and enquiries' };
const registryOf = (entries: Record<string, unknown>) => ({ remotes: entries });
const problemsOf = (entries: Record<string, unknown>) => parseRegistry(registryOf(entries)).problems;

describe('the registry', () => {
  it('is what the repository has, and every place reads it in its order', () => {
    expect(readRegistry(root).map(({ name }) => name)).toEqual([
      'catalogue',
      'account',
      'checkout',
      'contact',
    ]);
    expect(remotes).toEqual(readRegistry(root));
    expect(remotePorts).toEqual({ catalogue: 3001, account: 3002, checkout: 3003, contact: 3004 });
    expect(remoteNamed('contact')).toMatchObject({
      folder: 'mf-contact',
      packageName: '@gemstore/mf-contact',
    });
  });

  it('agrees with the workspace', () => {
    expect(workspaceProblems(remotes, root)).toEqual([]);
  });

  it('passes the check npm run lint runs', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-remotes.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});

describe('a malformed entry', () => {
  it.each([
    [
      'a misspelt field',
      { contact: { ...contact, rotues: ['/x'] } },
      "remote 'contact': 'rotues' is not a field",
    ],
    [
      'a name webpack and emotion cannot take',
      { 'gift-cards': { ...contact, folder: 'mf-gift-cards' } },
      'lowercase',
    ],
    [
      'a folder that is not mf-<name>',
      { contact: { ...contact, folder: 'mf-contacts' } },
      "its folder is 'mf-contact'",
    ],
    ['a port outside 3001-3009', { contact: { ...contact, port: 3010 } }, 'from 3001 to 3009, not 3010'],
    ['no routes', { contact: { ...contact, routes: [] } }, 'it owns no routes'],
    [
      'a route that is no prefix',
      { contact: { ...contact, routes: ['/contact/:id'] } },
      'is not a path prefix',
    ],
    ['no label', { contact: { ...contact, label: ' ' } }, 'it has no label'],
  ])('is refused: %s', (_what, entries, problem) => {
    expect(problemsOf(entries)).toEqual([expect.stringContaining(problem)]);
  });

  it('is refused when two remotes share a port or a prefix, or one prefix is inside another', () => {
    expect(
      problemsOf({
        contact,
        enquiries: { ...contact, folder: 'mf-enquiries', routes: ['/contact/form', '/services'] },
        services: { ...contact, folder: 'mf-services', port: 3005, routes: ['/services'] },
      }),
    ).toEqual([
      "port 3004 is given to 'contact' and to 'enquiries'",
      "the route prefix /services is given to 'enquiries' and to 'services'",
      "the route prefix /contact/form of 'enquiries' is inside /contact, which 'contact' owns",
    ]);
  });

  it('stops whatever reads it, saying why', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gemstore-registry-'));
    try {
      mkdirSync(path.join(dir, 'build'));
      writeFileSync(
        path.join(dir, 'build', 'remote-registry.json'),
        JSON.stringify(registryOf({ contact: { ...contact, port: 'soon' } })),
      );
      expect(() => readRegistry(dir)).toThrow(
        /remote-registry\.json is wrong:\n {2}- remote 'contact': its port/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the workspace against the registry', () => {
  let dir: string;
  const write = (file: string, json: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(json));
  };
  const registered = (...names: string[]) =>
    parseRegistry(
      registryOf(
        Object.fromEntries(
          names.map((name, index) => [
            name,
            { ...contact, folder: `mf-${name}`, port: 3001 + index, routes: [`/${name}`] },
          ]),
        ),
      ),
    ).remotes;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gemstore-workspace-'));
    write('package.json', { workspaces: ['shared', 'mf-*'] });
    write('mf-contact/package.json', { name: '@gemstore/mf-contact' });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('agrees when each mf-* folder is registered and named for it', () => {
    expect(workspaceProblems(registered('contact'), dir)).toEqual([]);
  });

  it('fails on an mf-* folder the registry leaves out', () => {
    mkdirSync(path.join(dir, 'mf-reviews'));
    expect(workspaceProblems(registered('contact'), dir)).toEqual([
      'mf-reviews/ is not in build/remote-registry.json: register it there (npm run new-remote makes both) or remove it',
    ]);
  });

  it('fails on a registered remote without its folder, or without its package', () => {
    mkdirSync(path.join(dir, 'mf-staff'));
    expect(workspaceProblems(registered('contact', 'reviews', 'staff'), dir)).toEqual([
      "'reviews' is registered, but its folder mf-reviews/ does not exist",
      "'staff' is registered, but mf-staff/package.json is missing",
    ]);
  });

  it('fails on a package named otherwise than its registered folder', () => {
    write('mf-contact/package.json', { name: '@gemstore/contact' });
    expect(workspaceProblems(registered('contact'), dir)).toEqual([
      "mf-contact/package.json is named \"@gemstore/contact\"; the registry's 'contact' is @gemstore/mf-contact",
    ]);
  });

  it("fails on a registered folder the root package.json's workspaces leave out", () => {
    write('package.json', { workspaces: ['shared', 'mf-account'] });
    expect(workspaceProblems(registered('contact'), dir)).toEqual([
      'the root package.json\'s workspaces leave out mf-contact (add "mf-*")',
    ]);
  });

  it('gives webpack the registered remote of a package, and refuses one it does not list', () => {
    expect(remoteIn(path.join(root, 'mf-contact'))).toMatchObject({ name: 'contact', port: 3004 });
    write('mf-reviews/package.json', { name: '@gemstore/mf-reviews' });
    expect(() => remoteIn(path.join(dir, 'mf-reviews'))).toThrow(
      /names "@gemstore\/mf-reviews", which is no remote in build\/remote-registry\.json/,
    );
    expect(() => remoteNamed('reviews')).toThrow(
      "'reviews' is not a remote in build/remote-registry.json (catalogue, account, checkout, contact); " +
        'npm run new-remote -- mf-<name> registers one',
    );
  });
});
