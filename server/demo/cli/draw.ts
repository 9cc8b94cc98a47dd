/**
 * Draws the demo catalogue's pictures into the cache every new demo shop copies them from (ADR 051), so that the
 * first `npm start` or e2e shop after it takes seconds. Run by `npm run build` (lerna runs it beside the front-end
 * builds); with the cache full, it only checks and says so.
 *
 *   node --import tsx demo/cli/draw.ts           (from server/)
 */
import { loadDotEnv } from '../../src/main-options';
import { generateSeedCatalogue } from '../catalogue';
import { drawPictures, picturesOf } from '../pictures';

async function main(): Promise<void> {
  // The same settings as the new-shop step (DEMO_ART_CACHE may be in .env).
  loadDotEnv();
  const started = Date.now();
  const pictures = picturesOf(generateSeedCatalogue());
  const { files, drawn, folder } = await drawPictures(pictures, {
    log: (line) => console.log(`demo pictures: ${line}`),
  });
  console.log(
    `demo pictures: ${files.size} pictures in ${folder}, ${drawn} drawn now, in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
