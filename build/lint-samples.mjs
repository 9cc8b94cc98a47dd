/**
 * Lints pieces of code, each as if it were a file at a path of the workspace, with the workspace's own ESLint
 * configuration as `npm run lint` runs it, all in one process. The tests of the lint rules (shared's no domain writes,
 * the catalogue's feature zones) ask it for many samples: one ESLint process per sample loaded the configuration and
 * built the type information again each time, about two seconds apiece.
 *
 * stdin: JSON `[{ "file": "mf-catalogue/src/pages/probe.tsx", "code": "…" }, …]`
 * stdout: JSON, for each sample in the same order, ESLint's messages (`ruleId`, `message`).
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} text */
async function lintSamples(text) {
  /** @type {{ file: string; code: string }[]} */
  const samples = JSON.parse(text);
  const eslint = new ESLint({ cwd: root });
  const results = [];
  for (const { file, code } of samples) {
    const [report] = await eslint.lintText(code, { filePath: path.resolve(root, file) });
    results.push((report?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
  }
  return results;
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  lintSamples(input).then(
    (results) => process.stdout.write(JSON.stringify(results)),
    (error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    },
  );
});
