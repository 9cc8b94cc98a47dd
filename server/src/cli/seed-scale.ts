/**
 * Adds many plausible products for load tests: `tsx src/cli/seed-scale.ts [--count 100000]`.
 * Uses DATABASE_URL when set, else the embedded PGlite data directory (DATA_DIR), both read by loadConfig().
 */
import {
  clarityLevels,
  coloursByGemstoneCategory,
  cuts,
  gemstoneCategories,
  jewelleryCategories,
  toFilterKey,
} from '@gemstore/shared/taxonomy';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { products } from '../db/schema';
import { galleryFor } from '../modules/media/files';
import { createRandom, type Random } from '../seed/random';

const BATCH = 2000;

const speciesOf: Record<string, string> = {
  Ruby: 'Ruby',
  Sapphire: 'Sapphire',
  Emerald: 'Emerald',
  Diamond: 'Diamond',
};
const origins: Record<string, string[]> = {
  Ruby: ['Burmese', 'Mozambique', 'Thai', 'Tanzanian', 'Ceylon'],
  Sapphire: ['Ceylon', 'Madagascar', 'Burmese', 'Montana', 'Australian', 'Tanzanian'],
  Emerald: ['Colombian', 'Zambian', 'Brazilian', 'Ethiopian', 'Panjshir'],
  Diamond: ['Fancy', 'Fancy Intense', 'Fancy Light', 'Natural'],
  Featured: ['Collector', 'Exceptional', 'Heirloom'],
};
const featuredSpecies: Record<string, string> = {
  Red: 'Spinel',
  Green: 'Tsavorite',
  Blue: 'Sapphire',
  Yellow: 'Sapphire',
  Purple: 'Spinel',
  Pink: 'Sapphire',
  Violet: 'Tanzanite',
};
const pieces: Record<string, string[]> = {
  Featured: ['Cluster Ring', 'Pendant Necklace', 'Chandelier Earrings', 'Tennis Bracelet', 'Floral Brooch'],
  Rings: ['Halo Ring', 'Solitaire Ring', 'Three-Stone Ring', 'Cocktail Ring', 'Eternity Band'],
  Earrings: ['Stud Earrings', 'Drop Earrings', 'Huggie Hoops', 'Halo Earrings'],
  Necklaces: ['Pendant Necklace', 'Solitaire Pendant', 'Tennis Necklace', 'Drop Necklace'],
  Bracelets: ['Tennis Bracelet', 'Line Bracelet', 'Bangle', 'Station Bracelet'],
  Brooches: ['Floral Brooch', 'Bow Brooch', 'Leaf Brooch', 'Dragonfly Brooch'],
};
const stones = ['Ruby', 'Sapphire', 'Emerald', 'Pink Sapphire', 'Yellow Sapphire', 'Violet Sapphire'];
const metals = ['18k yellow gold', '18k white gold', '18k rose gold', 'platinum'];

type NewProduct = typeof products.$inferInsert;

function gemstone(rnd: Random, id: number): NewProduct {
  const category = rnd.pick(gemstoneCategories);
  const colour = rnd.pick(coloursByGemstoneCategory[category]);
  const cut = rnd.pick(cuts);
  const clarity = rnd.pick(clarityLevels);
  const weight = Math.round(rnd.range(0.25, category === 'Diamond' ? 3 : 12) * 100) / 100;
  const species =
    category === 'Featured' ? (featuredSpecies[colour] ?? 'Sapphire') : (speciesOf[category] ?? 'Sapphire');
  const colourWord = colour === 'Other' ? 'Teal' : colour;
  const name = `${rnd.pick(origins[category] ?? ['Natural'])} ${colourWord} ${species}`.replace(
    / (Red|Green) (Ruby|Emerald)$/,
    ' $2',
  );
  const perCarat =
    category === 'Diamond'
      ? rnd.range(6000, 40000)
      : category === 'Featured'
        ? rnd.range(8000, 30000)
        : rnd.range(500, 6000);
  return {
    id,
    section: 'gemstones',
    category,
    name,
    description: `A ${weight.toFixed(2)} ct ${cut.toLowerCase()} ${species.toLowerCase()} in ${colour.toLowerCase()}, ${clarity.toLowerCase()}. Accompanied by a laboratory report.`,
    priceCents: Math.round(perCarat * weight) * 100,
    weight,
    cut,
    colour,
    clarity,
    cutKey: toFilterKey(cut),
    colourKey: toFilterKey(colour),
    clarityKey: toFilterKey(clarity),
    media: galleryFor(id, { section: 'gemstones', stills: rnd.int(4, 6), animated: rnd.chance(0.3) }),
    countInStock: rnd.chance(0.1) ? 0 : rnd.chance(0.8) ? 1 : rnd.int(2, 10),
  };
}

function jewel(rnd: Random, id: number): NewProduct {
  const category = rnd.pick(jewelleryCategories);
  const stone = rnd.pick(stones);
  const cut = rnd.pick(cuts);
  const piece = rnd.pick(pieces[category] ?? ['Ring']);
  const metal = rnd.pick(metals);
  const weight = rnd.chance(0.7) ? Math.round(rnd.range(0.3, 4) * 100) / 100 : null;
  return {
    id,
    section: 'jewellery',
    category,
    name: `${cut === 'Emerald' ? 'Emerald-Cut' : cut} ${stone} ${piece}`,
    description: `${weight ? `A ${weight.toFixed(2)} ct ${cut.toLowerCase()} ${stone.toLowerCase()}` : `${stone}s`} set in ${metal}${rnd.chance(0.6) ? ' with round brilliant diamonds' : ''}.`,
    priceCents: Math.round(rnd.range(900, category === 'Featured' ? 120000 : 25000)) * 100,
    weight,
    cut: null,
    colour: null,
    clarity: null,
    cutKey: null,
    colourKey: null,
    clarityKey: null,
    media: galleryFor(id, { section: 'jewellery', stills: rnd.int(3, 5), animated: rnd.chance(0.3) }),
    countInStock: rnd.chance(0.1) ? 0 : rnd.int(1, 10),
  };
}

/** Inserts `count` generated products after the current highest id, in transactions of BATCH rows. Returns the number added. */
export async function seedScale(db: Db, count: number): Promise<number> {
  const [top] = await db.select({ max: sql<number | null>`max(${products.id})` }).from(products);
  const start = Number(top?.max ?? 0) + 1;
  // Seeded from the starting id, so reruns add different but reproducible products.
  const rnd = createRandom(0x5ca1e ^ start);
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows: NewProduct[] = [];
    for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
      const id = start + i;
      rows.push(rnd.chance(0.6) ? gemstone(rnd, id) : jewel(rnd, id));
    }
    await db.transaction(async (tx) => {
      // Postgres allows 65535 bind parameters per statement; 2000 rows × 15 columns stays below it.
      await tx.insert(products).values(rows);
    });
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
  );
  return count;
}

function parseCount(argv: string[]): number {
  const index = argv.indexOf('--count');
  const raw =
    index >= 0 ? argv[index + 1] : argv.find((a) => a.startsWith('--count='))?.slice('--count='.length);
  const count = raw === undefined ? 100000 : Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--count must be a positive integer, got ${String(raw)}`);
  return count;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const started = Date.now();
  try {
    const added = await seedScale(database.db, count);
    console.log(
      `Added ${added} products to ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
