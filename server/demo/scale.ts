/**
 * Many plausible products for load tests, after the current highest id (the API bench's 100,000; the CLI is
 * cli/seed-scale.ts). Their pictures are the demo catalogue's: each product shows the gallery of a demo product of
 * the same section, category and, as far as there is one, colour and cut (ADR 051), so 100,000 products add
 * database rows, not pictures.
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
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema';
import { insertProductMedia, type ProductMediaRow } from '../src/modules/media';
import { generateSeedCatalogue, type SeedProduct } from './catalogue';
import { galleryFor } from './gallery';
import { picturesOf } from './pictures';
import { createRandom, type Random } from './random';
import { recordPictures, type DemoPictures } from './seed';

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

/**
 * Inserts `count` generated products after the current highest id, in transactions of BATCH rows, with their media
 * rows when `pictures` says where the demo pictures are stored (without, products only: the bench, which never asks
 * for a picture). Returns the number added.
 */
export async function seedScale(
  db: Db,
  count: number,
  options: { pictures?: DemoPictures } = {},
): Promise<number> {
  const [top] = await db.select({ max: sql<number | null>`max(${products.id})` }).from(products);
  const start = Number(top?.max ?? 0) + 1;
  const galleries = options.pictures ? await demoGalleries(options.pictures) : undefined;
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
      if (galleries)
        await insertProductMedia(
          tx,
          rows.flatMap((row) => galleries.mediaOf(row)),
        );
    });
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
  );
  return count;
}

type StoredFile = Omit<ProductMediaRow, 'productId' | 'name'>;
type Donor = { product: SeedProduct; files: Map<string, StoredFile>; stills: string[] };

/**
 * The demo catalogue's galleries, stored, and how a generated product borrows one: the demo product closest to it
 * (same section and category; then colour; then cut), chosen among equals by the product's id.
 */
async function demoGalleries(pictures: DemoPictures) {
  const demo = generateSeedCatalogue();
  const { media } = await recordPictures(picturesOf(demo), { ...pictures, drawLater: false });
  const donors = new Map<number, Donor>(
    demo.map((product) => [product.id, { product, files: new Map(), stills: [] }]),
  );
  for (const { productId, name, ...file } of media) {
    const donor = donors.get(productId);
    donor?.files.set(name, file);
    if (/^\d+\.jpg$/.test(name)) donor?.stills.push(name);
  }
  const tiers = [
    (p: NewProduct) => `${p.section}|${p.category}|${p.colour ?? ''}|${p.cut ?? ''}`,
    (p: NewProduct) => `${p.section}|${p.category}|${p.colour ?? ''}`,
    (p: NewProduct) => `${p.section}|${p.category}`,
    (p: NewProduct) => p.section,
  ];
  const byTier = tiers.map((keyOf) => {
    const groups = new Map<string, Donor[]>();
    for (const donor of donors.values()) {
      const key = keyOf(donor.product);
      groups.set(key, [...(groups.get(key) ?? []), donor]);
    }
    return { keyOf, groups };
  });
  /** Among the closest demo products that have the file (all of them when `name` is not given). */
  const donorFor = (product: NewProduct, id: number, name?: string): Donor | undefined => {
    for (const { keyOf, groups } of byTier) {
      const found = (groups.get(keyOf(product)) ?? []).filter((d) => !name || d.files.has(name));
      if (found.length > 0) return found[id % found.length];
    }
    return undefined;
  };
  return {
    mediaOf(product: NewProduct): ProductMediaRow[] {
      const id = product.id ?? 0;
      const donor = donorFor(product, id);
      return product.media.flatMap((url) => {
        const name = url.slice(url.lastIndexOf('/') + 1);
        // The donor's own file; a still it lacks is one of its stills again; anything else, another's.
        const still = /^(\d+)\.jpg$/.exec(name);
        const file =
          donor?.files.get(name) ??
          (still && donor?.stills.length
            ? donor.files.get(donor.stills[(Number(still[1]) - 1) % donor.stills.length] ?? '')
            : donorFor(product, id, name)?.files.get(name));
        return file ? [{ productId: id, name, ...file }] : [];
      });
    },
  };
}
