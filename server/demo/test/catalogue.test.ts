import {
  clarityLevels,
  coloursByGemstoneCategory,
  cuts,
  gemstoneCategories,
  jewelleryCategories,
  toFilterKey,
} from '@gemstore/shared/taxonomy';
import { generateSeedCatalogue, type SeedProduct } from '../catalogue';
import { isDemoPictureName } from '../gallery';
import { artSpecFor, certificateDataFor } from '../art/spec';

const catalogue = generateSeedCatalogue();
const gemstones = catalogue.filter((p) => p.section === 'gemstones');
const inCategory = (section: string, category: string): SeedProduct[] =>
  catalogue.filter((p) => p.section === section && p.category === category);

describe('generateSeedCatalogue', () => {
  it('is deterministic', () => {
    expect(generateSeedCatalogue()).toEqual(catalogue);
  });

  it('numbers products 1..N', () => {
    expect(catalogue.map((p) => p.id)).toEqual(catalogue.map((_, i) => i + 1));
  });

  it.each(gemstoneCategories)('has about 20-30 gemstones in %s', (category) => {
    const count = inCategory('gemstones', category).length;
    expect(count).toBeGreaterThanOrEqual(20);
    expect(count).toBeLessThanOrEqual(30);
  });

  it.each(jewelleryCategories)('has about 10-15 pieces of jewellery in %s', (category) => {
    const count = inCategory('jewellery', category).length;
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(15);
  });

  it('covers every cut among gemstones', () => {
    expect(new Set(gemstones.map((p) => p.cut))).toEqual(new Set(cuts));
  });

  it.each(gemstoneCategories)('covers every colour of %s', (category) => {
    const colours = new Set(inCategory('gemstones', category).map((p) => p.colour));
    for (const colour of coloursByGemstoneCategory[category]) expect(colours).toContain(colour);
  });

  it.each(gemstoneCategories.filter((c) => c !== 'Featured'))(
    'covers every clarity level in %s',
    (category) => {
      expect(new Set(inCategory('gemstones', category).map((p) => p.clarity))).toEqual(
        new Set(clarityLevels),
      );
    },
  );

  it('spans carats from 0.25 to 20', () => {
    const weights = gemstones.map((p) => p.weight ?? NaN);
    expect(Math.min(...weights)).toBe(0.25);
    expect(Math.max(...weights)).toBe(20);
  });

  it.each(gemstoneCategories.filter((c) => c !== 'Featured'))(
    'has %s prices on both sides of $5000',
    (category) => {
      const prices = inCategory('gemstones', category).map((p) => p.priceCents / 100);
      expect(prices.some((p) => p < 5000)).toBe(true);
      expect(prices.some((p) => p > 5000)).toBe(true);
    },
  );

  it('stores a real price for featured (price on request) pieces', () => {
    for (const p of catalogue.filter((x) => x.category === 'Featured'))
      expect(p.priceCents).toBeGreaterThan(0);
  });

  it.each([
    ...gemstoneCategories.map((c) => ['gemstones', c]),
    ...jewelleryCategories.map((c) => ['jewellery', c]),
  ])('has stock 0, 1 and several in %s/%s', (section, category) => {
    const stock = inCategory(section ?? '', category ?? '').map((p) => p.countInStock);
    expect(stock).toContain(0);
    expect(stock).toContain(1);
    expect(stock.some((s) => s >= 2 && s <= 10)).toBe(true);
  });

  it('sets filter keys from cut, colour and clarity, and none on jewellery', () => {
    for (const p of gemstones) {
      expect(p.cutKey).toBe(toFilterKey(p.cut ?? ''));
      expect(p.colourKey).toBe(toFilterKey(p.colour ?? ''));
      expect(p.clarityKey).toBe(toFilterKey(p.clarity ?? ''));
    }
    for (const p of catalogue.filter((x) => x.section === 'jewellery')) {
      expect([p.cut, p.colour, p.clarity, p.cutKey, p.colourKey, p.clarityKey]).toEqual([
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it('gives every product a 3-8 image gallery of renderable files, first a jpg or png', () => {
    for (const p of catalogue) {
      const prefix = `/api/v1/media/products/${p.id}/`;
      for (const url of p.media) {
        expect(url.startsWith(prefix)).toBe(true);
        expect(isDemoPictureName(url.slice(prefix.length))).toBe(true);
      }
      expect(p.media[0]).toMatch(/\.(jpg|png)$/);
      const stills = p.media.filter((u) => /\/\d\.(jpg|png)$/.test(u));
      expect(stills.length).toBeGreaterThanOrEqual(3);
      expect(stills.length).toBeLessThanOrEqual(8);
    }
    expect(catalogue.some((p) => p.media.some((u) => u.endsWith('.webp') || u.endsWith('.gif')))).toBe(true);
    // Some galleries run past the product page's first eight thumbnails ('+N more').
    expect(catalogue.some((p) => p.media.length > 8)).toBe(true);
  });

  it('never contradicts a description on the lab report: unheated stones are reported unheated, heated ones heated', () => {
    const checked = { unheated: 0, heated: 0 };
    for (const p of gemstones) {
      const row = {
        id: p.id,
        section: 'gemstones' as const,
        category: p.category,
        name: p.name,
        description: p.description,
        cut: p.cut ?? null,
        colour: p.colour ?? null,
        clarity: p.clarity ?? null,
        weight: p.weight ?? null,
      };
      const { comments } = certificateDataFor(row, artSpecFor(row));
      if (/\bunheated\b/i.test(p.description)) {
        checked.unheated += 1;
        expect(`${p.id} ${comments}`).not.toMatch(/ Indications of heating/);
      } else if (/\bheated\b/i.test(p.description)) {
        checked.heated += 1;
        expect(`${p.id} ${comments}`).toMatch(/ Indications of heating/);
      }
    }
    expect(checked.unheated).toBeGreaterThan(0);
  });

  it('has a certificate for every gemstone', () => {
    for (const p of gemstones) expect(p.media).toContain(`/api/v1/media/products/${p.id}/certificate.png`);
  });

  it('writes descriptions of one to three sentences, some longer than 70 characters', () => {
    for (const p of catalogue) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    expect(catalogue.filter((p) => p.description.length > 70).length).toBeGreaterThan(catalogue.length / 2);
  });
});
