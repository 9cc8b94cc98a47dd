/**
 * @jest-environment node
 *
 * The lint zones of docs/new-remote.md: a feature is imported through its public index.ts, never its insides. Run
 * through ESLint itself, with the workspace's own configuration, as `npm run lint` runs it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

type Report = { messages: { ruleId: string | null; message: string }[] }[];

/** What ESLint says of `code` as the file at `file` (a path in the workspace). */
function lint(file: string, code: string): Report[number]['messages'] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'],
      {
        cwd: root,
        input: code,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // ESLint exits 1 when it found problems; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as Report)[0]?.messages ?? [];
}

const zone = (messages: ReturnType<typeof lint>) =>
  messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);

it("refuses a feature importing another feature's insides, and lets it use that feature's index", () => {
  const file = 'mf-catalogue/src/features/listing/components/probe.tsx';
  expect(
    zone(
      lint(
        file,
        "import { FilterBar } from '../../filters/components/filter-bar';\nexport const probe = FilterBar;\n",
      ),
    ),
  ).toEqual([expect.stringContaining('Import the filters feature through its index.ts')]);
  expect(
    zone(
      lint(
        file,
        "import { GemFilterControls } from '../../filters';\nexport const probe = GemFilterControls;\n",
      ),
    ),
  ).toEqual([]);
});

it('refuses a page reaching into a feature', () => {
  const file = 'mf-catalogue/src/pages/probe-page.tsx';
  expect(
    zone(
      lint(
        file,
        "import { ProductView } from '../features/product/components/product-view';\nexport const probe = ProductView;\n",
      ),
    ),
  ).toEqual([expect.stringContaining('Import the product feature through its index.ts')]);
});

it("refuses a remote's page carrying the rules on its first load, and lets it fetch them (ADR 025)", () => {
  const restricted = (messages: ReturnType<typeof lint>) =>
    messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
  for (const file of [
    'mf-account/src/features/probe/probe-form.tsx',
    'mf-checkout/src/pages/probe-page.tsx',
  ]) {
    expect(
      restricted(
        lint(
          file,
          "import { loginSchema } from '@gemstore/shared/validation';\nexport const probe = loginSchema;\n",
        ),
      ),
    ).toEqual([expect.objectContaining({ message: expect.stringContaining('Fetch the rule') })]);
    const fetched = [
      "import type { LoginBody } from '@gemstore/shared/validation';",
      "import { OTP_MESSAGE } from '@gemstore/shared/validation/fields';",
      "export const rule = () => import('@gemstore/shared/validation').then((rules) => rules.loginSchema);",
      'export type Probe = LoginBody;',
      'export const message = OTP_MESSAGE;',
      '',
    ].join('\n');
    expect(restricted(lint(file, fetched))).toEqual([]);
  }
});
