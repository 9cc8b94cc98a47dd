/**
 * `@gemstore/shared` as a versioned contract (ADR 054): scripts/shared-surface.mjs, its rules on their own and
 * once for real on a small package shaped like shared (two subpaths), in a throwaway folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classifyChange, reportName, versionProblem } from '../shared-surface.mjs';

const root = path.join(__dirname, '..', '..');
const script = path.join(root, 'scripts', 'shared-surface.mjs');

describe('a change of surface', () => {
  const before = {
    'index.api.md': 'export const A = 1;\n// @public (undocumented)\nexport function b(): void;\n',
  };

  it('is none when only comments differ (a doc comment written for an export)', () => {
    expect(
      classifyChange(before, {
        'index.api.md': 'export const A = 1;\n// @public\nexport function b(): void;\n',
      }),
    ).toBe('none');
  });

  it('is additions when lines or subpaths only arrive', () => {
    expect(classifyChange(before, { 'index.api.md': `${before['index.api.md']}export const C = 3;\n` })).toBe(
      'additions',
    );
    expect(classifyChange(before, { ...before, 'links.api.md': 'export const L = 1;\n' })).toBe('additions');
  });

  it('is breaking when a line changes or goes, or a subpath goes', () => {
    expect(
      classifyChange(before, { 'index.api.md': 'export const A = 2;\nexport function b(): void;\n' }),
    ).toBe('breaking');
    expect(classifyChange(before, { 'index.api.md': 'export const A = 1;\n' })).toBe('breaking');
    expect(classifyChange({ ...before, 'links.api.md': 'x\n' }, before)).toBe('breaking');
  });
});

describe('the version a change needs', () => {
  it('takes any version for a first record', () => {
    expect(versionProblem('breaking', null, '1.0.0')).toBeNull();
  });

  it('keeps the version, or raises it, for an unchanged surface; never lowers it', () => {
    expect(versionProblem('none', '1.1.0', '1.1.0')).toBeNull();
    expect(versionProblem('none', '1.1.0', '1.1.1')).toBeNull();
    expect(versionProblem('none', '1.1.1', '1.1.0')).toContain('lower than the recorded 1.1.1');
  });

  it('needs a new minor for additions: the same minor or a patch is refused', () => {
    expect(versionProblem('additions', '1.1.0', '1.2.0')).toBeNull();
    expect(versionProblem('additions', '1.1.0', '2.0.0')).toBeNull();
    expect(versionProblem('additions', '1.1.0', '1.1.1')).toContain('a new minor version (1.2.0)');
    expect(versionProblem('additions', '1.1.0', '1.1.0')).toContain('a new minor version (1.2.0)');
  });

  it('needs a new major for a breaking change: a new minor is refused', () => {
    expect(versionProblem('breaking', '1.1.0', '2.0.0')).toBeNull();
    expect(versionProblem('breaking', '1.1.0', '1.2.0')).toContain('a new major version (2.0.0)');
  });

  it('names reports after subpaths', () => {
    expect(reportName('.')).toBe('index.api.md');
    expect(reportName('./data/server')).toBe('data-server.api.md');
  });
});

describe('the script on a package', () => {
  let work: string;
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, '--root', work, ...args], { encoding: 'utf8' });
    return { status: result.status, said: `${result.stdout}${result.stderr}` };
  };
  const packageFile = () => path.join(work, 'shared', 'package.json');
  const setVersion = (version: string) => {
    const pkg = JSON.parse(readFileSync(packageFile(), 'utf8')) as Record<string, unknown>;
    writeFileSync(packageFile(), JSON.stringify({ ...pkg, version }, null, 2));
  };
  const edit = (file: string, change: (source: string) => string) => {
    const at = path.join(work, 'shared', 'src', file);
    writeFileSync(at, change(readFileSync(at, 'utf8')));
  };

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'shared-surface-'));
    cpSync(path.join(__dirname, 'fixtures', 'shared-surface', 'shared'), path.join(work, 'shared'), {
      recursive: true,
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('records, then fails on a change without its report, and asks for the version the change needs', () => {
    expect(run('--update')).toMatchObject({ status: 0 });
    expect(readFileSync(path.join(work, 'shared', 'api', 'index.api.md'), 'utf8')).toContain(
      'export function lineCount(lines: readonly Line[]): number;',
    );
    expect(run()).toMatchObject({ status: 0 });

    // An addition: the check fails until it is recorded, and recording needs 1.1.0.
    edit('links.ts', (source) => `${source}\nexport const CART_LINK = '/cart';\n`);
    const unrecorded = run();
    expect(unrecorded.status).toBe(1);
    expect(unrecorded.said).toContain('its public surface changed (links.api.md)');
    const sameVersion = run('--update');
    expect(sameVersion.status).toBe(1);
    expect(sameVersion.said).toContain('needs a new minor version (1.1.0)');
    setVersion('1.1.0');
    expect(run('--update')).toMatchObject({ status: 0 });
    expect(run()).toMatchObject({ status: 0 });

    // A breaking change: a parameter's type narrowed. A new minor is refused; 2.0.0 is recorded.
    edit('index.ts', (source) => source.replace('lines: readonly Line[]', 'lines: Line[]'));
    setVersion('1.2.0');
    const minor = run('--update');
    expect(minor.status).toBe(1);
    expect(minor.said).toContain('a breaking change needs a new major version (2.0.0)');
    setVersion('2.0.0');
    expect(run('--update')).toMatchObject({ status: 0 });

    // A version raised by hand without recording: the check says the record is behind.
    setVersion('2.0.1');
    const behind = run();
    expect(behind.status).toBe(1);
    expect(behind.said).toContain('its version is 2.0.1 but shared/api/version.json records 2.0.0');
  }, 120_000);
});
