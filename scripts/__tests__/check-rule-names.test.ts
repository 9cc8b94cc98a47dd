/**
 * Issue 31 item 4: `npm run lint` fails when code cites a rule that docs/product does not name, when the old
 * section-number citations come back, and when docs/product names one rule twice. The check is run as lint runs it,
 * on small folders of its own (`fixtures/rule-names/*`, each with a docs/product and a file that cites), and on the
 * repository itself.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const fixtures = path.join(__dirname, 'fixtures', 'rule-names');

function check(folder?: string) {
  const args = ['scripts/check-rule-names.mjs', ...(folder ? ['--root', path.join(fixtures, folder)] : [])];
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('check-rule-names', () => {
  it('passes when every cited name is a rule (a heading in a fenced example is neither a rule nor a duplicate)', async () => {
    const { code, output } = await check('good');
    expect(output).toMatch(/3 citations in 1 files, all among 2 rules/);
    expect(code).toBe(0);
  });

  it('fails on a name docs/product does not have and on an old-style citation, naming each line', async () => {
    const { code, output } = await check('bad');
    expect(code).toBe(1);
    expect(output).toMatch(/src\/cites\.mjs:2: \u00a7otp\.resend-countdown is not a rule in docs\/product/);
    expect(output).toMatch(/src\/cites\.mjs:3: cites the old specification/);
    expect(output).toMatch(/src\/cites\.mjs:3: '\u00a75: .*' is not a rule name/);
    expect(output).not.toMatch(/src\/cites\.mjs:1:/);
    expect(output).toMatch(/3 problem\(s\)/);
  });

  it('fails when two headings in docs/product give one name', async () => {
    const { code, output } = await check('duplicate');
    expect(code).toBe(1);
    expect(output).toMatch(
      /docs\/product\/checkout\.md:3: rule otp\.resend-cooldown is already named at docs\/product\/account\.md:3/,
    );
  });

  it('passes on the repository: every citation in it names a rule of docs/product', async () => {
    const { code, output } = await check();
    expect(output).toMatch(/all among \d+ rules/);
    expect(code).toBe(0);
  });
});
