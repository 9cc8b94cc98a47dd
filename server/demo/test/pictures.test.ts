/**
 * The cache of drawn pictures (ADR 051): each picture drawn once per machine and art version, under a name made of
 * everything its drawing depends on; a second new shop draws nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSeedCatalogue } from '../catalogue';
import {
  ART_VERSION,
  artCacheRoot,
  drawPictures,
  pictureKey,
  picturesOf,
  type DrawPicture,
} from '../pictures';
import { quickPicture } from './quick-pictures';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-demo-art-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const catalogue = generateSeedCatalogue();
const some = picturesOf(catalogue.slice(0, 6));

function counting(): { draw: DrawPicture; calls: () => number; most: () => number } {
  let calls = 0;
  let running = 0;
  let most = 0;
  return {
    draw: async (row, name) => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return quickPicture(row, name);
    },
    calls: () => calls,
    most: () => most,
  };
}

describe('the demo picture cache', () => {
  it('names every picture of the catalogue, each gallery file once', () => {
    const all = picturesOf(catalogue);
    expect(all).toHaveLength(catalogue.reduce((n, p) => n + p.media.length, 0));
    expect(new Set(all.map(pictureKey)).size).toBe(all.length);
  });

  it('draws the missing pictures, several at once, and none the second time', async () => {
    const first = counting();
    const drawn = await drawPictures(some, { cacheRoot: root, draw: first.draw, concurrency: 3 });
    expect(drawn.drawn).toBe(some.length);
    expect(first.calls()).toBe(some.length);
    expect(first.most()).toBe(3);
    expect(drawn.folder).toBe(path.join(root, ART_VERSION));
    for (const picture of some) {
      const file = drawn.files.get(pictureKey(picture)) ?? '';
      expect(fs.readFileSync(file).equals(await quickPicture(picture.row, picture.name))).toBe(true);
    }
    // No half-written file is left behind.
    expect(fs.readdirSync(drawn.folder).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const second = counting();
    const again = await drawPictures(some, { cacheRoot: root, draw: second.draw });
    expect([again.drawn, second.calls()]).toEqual([0, 0]);
  });

  it('draws a picture again when what it is drawn from changes', async () => {
    await drawPictures(some, { cacheRoot: root, draw: quickPicture });
    const [first] = some;
    if (!first) throw new Error('no picture');
    const renamed = { ...first, row: { ...first.row, name: `${first.row.name} (renamed)` } };
    expect(pictureKey(renamed)).not.toBe(pictureKey(first));
    const redraw = counting();
    expect((await drawPictures([renamed], { cacheRoot: root, draw: redraw.draw })).drawn).toBe(1);
  });

  it('keeps other art versions while they are used, and removes those unused for 30 days', async () => {
    const recent = path.join(root, 'recent-version');
    const old = path.join(root, 'old-version');
    for (const folder of [recent, old]) fs.mkdirSync(folder);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    fs.utimesSync(old, longAgo, longAgo);
    await drawPictures(some.slice(0, 1), { cacheRoot: root, draw: quickPicture });
    expect(fs.readdirSync(root).sort()).toEqual([ART_VERSION, 'recent-version'].sort());
  });

  it('lives in DEMO_ART_CACHE, else in the user’s cache folder', () => {
    expect(artCacheRoot({ DEMO_ART_CACHE: '/srv/art' })).toBe('/srv/art');
    expect(artCacheRoot({ XDG_CACHE_HOME: '/home/x/.cache' })).toBe('/home/x/.cache/gemstore/demo-art');
    expect(artCacheRoot({})).toBe(path.join(os.homedir(), '.cache', 'gemstore', 'demo-art'));
  });
});
