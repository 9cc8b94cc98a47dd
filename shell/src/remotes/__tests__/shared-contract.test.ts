import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  satisfiesCaret,
  sharedContract,
  SharedContractError,
  sharedContractProblem,
} from '../shared-contract';

describe('satisfiesCaret', () => {
  it.each([
    ['1.1.0', '^1.1.0', true],
    ['1.1.0', '^1.0.0', true], // a remote built against an older minor runs
    ['1.1.0', '^1.0.9', true],
    ['1.1.3', '^1.1.2', true],
    ['1.1.2', '^1.1.3', false], // one patch short
    ['1.1.0', '^1.2.0', false], // built against a newer minor: it may use what this shell lacks
    ['1.1.0', '^2.0.0', false], // another major
    ['2.0.0', '^1.1.0', false],
    ['0.1.4', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false], // under 1.0 a minor may break
    ['1.1.0', '1.1.0', false], // not a caret range the builds write: not taken on trust
    ['1.1', '^1.1.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});

describe('sharedContractProblem', () => {
  const provided = { '@gemstore/shared': '1.1.0' };

  it('names the remote and both versions when the shell does not satisfy the remote', () => {
    const problem = sharedContractProblem(
      'checkout',
      [{ name: '@gemstore/shared', version: '2.0.0', requiredVersion: '^2.0.0' }],
      provided,
    );
    expect(problem).toContain('The checkout part of the shop was built against @gemstore/shared 2.0.0');
    expect(problem).toContain('this shell provides @gemstore/shared 1.1.0');
  });

  it('lets a remote built against an older minor run, and the same release', () => {
    for (const version of ['1.0.0', '1.1.0']) {
      expect(
        sharedContractProblem(
          'checkout',
          [{ name: '@gemstore/shared', version, requiredVersion: `^${version}` }],
          provided,
        ),
      ).toBeNull();
    }
  });

  it('reads the built-against version as a caret range when the manifest gives no range', () => {
    expect(
      sharedContractProblem('contact', [{ name: '@gemstore/shared', version: '1.2.0' }], provided),
    ).toContain('it needs ^1.2.0');
  });

  it('judges only the contract: a library the runtime shares keeps its own rules', () => {
    expect(
      sharedContractProblem(
        'catalogue',
        [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }],
        provided,
      ),
    ).toBeNull();
  });
});

describe('the runtime plugin', () => {
  type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
  const args = (version: string) =>
    ({
      options: { shared: { '@gemstore/shared': [{ version: '1.1.0' }] } },
      moduleInfo: { name: 'checkout' },
      manifestJson: { shared: [{ name: '@gemstore/shared', version, requiredVersion: `^${version}` }] },
      remoteSnapshot: {},
      from: 'manifest',
    }) as unknown as SnapshotArgs;

  it('refuses a remote the shell does not satisfy, saying so in the console, before its code is fetched', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = sharedContract.loadRemoteSnapshot;
    if (!hook) throw new Error('the plugin reads manifests');
    await expect(async () => hook(args('2.0.0'))).rejects.toBeInstanceOf(SharedContractError);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('@gemstore/shared 2.0.0'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('@gemstore/shared 1.1.0'));
    error.mockRestore();
  });

  it('passes a compatible remote on unchanged', async () => {
    const hook = sharedContract.loadRemoteSnapshot;
    if (!hook) throw new Error('the plugin reads manifests');
    const compatible = args('1.0.0');
    await expect(Promise.resolve(hook(compatible))).resolves.toBe(compatible);
  });
});
