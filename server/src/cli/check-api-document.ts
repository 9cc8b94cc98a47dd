/**
 * `npm run test:api-doc`: the API document as the app writes it must pass Redocly's recommended rules with no error,
 * and a client generator must turn it into types that compile (issue 30, item 25; ADR 041). Part of `npm test`.
 *   1. the document, from the app (`apiDocumentJson`), into a temporary folder;
 *   2. `redocly lint --extends recommended` on it (warnings are printed, errors fail);
 *   3. `openapi-typescript` on it, and `tsc --strict` on the types it wrote.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDocumentJson } from './api-document';

const bin = (name: string) => path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', name);

function step(title: string, command: string, args: string[]): void {
  console.log(`\n${title}`);
  // Inherited output: Redocly's own report says what is wrong, where.
  // No telemetry or update check: CI machines may have no way out, and the lint needs none.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  execFileSync(command, args, { stdio: 'inherit', env });
}

async function run(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'gemstore-api-document-'));
  try {
    const documentFile = path.join(folder, 'openapi.json');
    const typesFile = path.join(folder, 'api.d.ts');
    writeFileSync(documentFile, await apiDocumentJson());
    step('Redocly lint (recommended rules)', bin('redocly'), [
      'lint',
      documentFile,
      '--extends',
      'recommended',
      '--format',
      'stylish',
    ]);
    step('openapi-typescript: a client’s types from the document', bin('openapi-typescript'), [
      documentFile,
      '--output',
      typesFile,
    ]);
    step('The generated types compile (tsc --strict)', bin('tsc'), [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      typesFile,
    ]);
    console.log('\nThe API document lints clean and yields a typed client.');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
