/**
 * Writes the API document (what `/api/docs/json` serves) to a file, from the app itself on an empty in-memory
 * database, with development settings (the built-in test payments, no Google sign-in):
 *   npm run api-document -w @gemstore/server -- <file.json>
 * `check-api-document.ts` lints what this writes and generates a client from it.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/** The document as JSON text. Settings come from here, not the environment, so every machine writes the same. */
export async function apiDocumentJson(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', API_DOCS: 'off' });
  const app = await buildApp({ config, db: database.db, logger: false, sweepIntervalMs: 0 });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}

if (require.main === module) {
  const file = process.argv[2];
  apiDocumentJson()
    .then((json) => (file ? writeFileSync(file, json) : process.stdout.write(json)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
