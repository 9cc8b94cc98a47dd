/**
 * @jest-environment node
 *
 * The lint zones of docs/new-remote.md: a feature is imported through its public index.ts, never its insides. Run
 * through ESLint itself, with the workspace's own configuration, as `npm run lint` runs it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

type Sample = { file: string; code: string };
type Messages = { ruleId: string | null; message: string }[];

/**
 * What ESLint says of every sample (its code as if it were the file at `file`, a path in the workspace), in one ESLint
 * process with the workspace's configuration (build/lint-samples.mjs): one process per sample took seconds each.
 */
function lintSamples(samples: Sample[]): Messages[] {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'build/lint-samples.mjs')], {
      cwd: root,
      input: JSON.stringify(samples),
      encoding: 'utf8',
    }),
  ) as Messages[];
}

/** Every sample the tests below ask about, linted together before them; `lint` reads a sample's messages. */
const asked: Sample[] = [];
let answers: Messages[] = [];
function sample(file: string, code: string): Sample {
  const entry = { file, code };
  asked.push(entry);
  return entry;
}
beforeAll(() => {
  answers = lintSamples(asked);
}, 60_000);
const lint = (entry: Sample): Messages => answers[asked.indexOf(entry)] ?? [];

const zone = (messages: ReturnType<typeof lint>) =>
  messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);

const featureFile = 'mf-catalogue/src/features/listing/components/probe.tsx';
const intoInsides = sample(
  featureFile,
  "import { FilterBar } from '../../filters/components/filter-bar';\nexport const probe = FilterBar;\n",
);
const throughIndex = sample(
  featureFile,
  "import { GemFilterControls } from '../../filters';\nexport const probe = GemFilterControls;\n",
);
it("refuses a feature importing another feature's insides, and lets it use that feature's index", () => {
  expect(zone(lint(intoInsides))).toEqual([
    expect.stringContaining('Import the filters feature through its index.ts'),
  ]);
  expect(zone(lint(throughIndex))).toEqual([]);
});

const pageIntoFeature = sample(
  'mf-catalogue/src/pages/probe-page.tsx',
  "import { ProductView } from '../features/product/components/product-view';\nexport const probe = ProductView;\n",
);
it('refuses a page reaching into a feature', () => {
  expect(zone(lint(pageIntoFeature))).toEqual([
    expect.stringContaining('Import the product feature through its index.ts'),
  ]);
});

const fetched = [
  "import type { LoginBody } from '@gemstore/shared/validation';",
  "import { OTP_MESSAGE } from '@gemstore/shared/validation/fields';",
  "export const rule = () => import('@gemstore/shared/validation').then((rules) => rules.loginSchema);",
  'export type Probe = LoginBody;',
  'export const message = OTP_MESSAGE;',
  '',
].join('\n');
const rulesOnFirstLoad = [
  'mf-account/src/features/probe/probe-form.tsx',
  'mf-checkout/src/pages/probe-page.tsx',
].map((file) => ({
  file,
  carried: sample(
    file,
    "import { loginSchema } from '@gemstore/shared/validation';\nexport const probe = loginSchema;\n",
  ),
  fetched: sample(file, fetched),
}));
it("refuses a remote's page carrying the rules on its first load, and lets it fetch them (ADR 025)", () => {
  const restricted = (messages: Messages) =>
    messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
  for (const page of rulesOnFirstLoad) {
    expect([page.file, restricted(lint(page.carried))]).toEqual([
      page.file,
      [expect.objectContaining({ message: expect.stringContaining('Fetch the rule') })],
    ]);
    expect([page.file, restricted(lint(page.fetched))]).toEqual([page.file, []]);
  }
});
