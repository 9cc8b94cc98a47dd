/**
 * Issue 30 item 1 (ADR 036): `npm start` of a production shop without a Stripe key refuses to start, naming the
 * settings, before it builds anything or takes a port. start.mjs is run as `npm start` runs it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

function runNode(args: string[], cwd: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const {
      NODE_ENV: _jest,
      STRIPE_SECRET_KEY: _key,
      PAYMENTS_TEST_MODE_IN_PRODUCTION: _test,
      ...inherited
    } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd,
      env: { ...inherited, ...env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm start in production', () => {
  it('refuses to start without a Stripe key, naming the settings, before building or starting anything', async () => {
    const { code, output } = await runNode(['scripts/start.mjs'], root, { NODE_ENV: 'production' });

    expect(code).toBe(1);
    expect(output).toMatch(/STRIPE_SECRET_KEY: required when NODE_ENV=production/);
    expect(output).toMatch(/PAYMENTS_TEST_MODE_IN_PRODUCTION=yes-this-is-a-test-shop/);
    expect(output).toMatch(/nothing was started/);
    expect(output).not.toMatch(/\[build\]|\[mail\]|Gemstore is running/);
  }, 60_000);

  it('accepts the settings of a test shop that says so, and of a shop with its Stripe keys', async () => {
    const server = path.join(root, 'server');
    const check = (env: Record<string, string>) =>
      runNode(['src/cli/check-config.ts'], server, {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://staging.gemstore.sg',
        ...env,
      });

    expect(await check({ PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop' })).toEqual({
      code: 0,
      output: '',
    });
    expect(await check({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual({
      code: 0,
      output: '',
    });
    const wrongWord = await check({ PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes' });
    expect(wrongWord.code).toBe(1);
    expect(wrongWord.output).toMatch(/STRIPE_SECRET_KEY/);
  }, 60_000);
});
