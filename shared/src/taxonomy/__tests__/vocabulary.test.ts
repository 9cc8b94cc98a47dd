/**
 * The shop's words (§taxonomy.colours, §taxonomy.sections, §taxonomy.filter-keys): the colour filter of each
 * gemstone category, the sections, and how a value becomes a filter key. Written out from the rules, so a
 * changed list fails here.
 */
import { canonicalCategory, coloursByGemstoneCategory, isSection, toFilterKey } from '..';

describe('colour filters per gemstone category (§taxonomy.colours)', () => {
  it('Sapphire has nine colours, in order', () => {
    expect(coloursByGemstoneCategory.Sapphire).toEqual([
      'Pink',
      'Orange',
      'Yellow',
      'Green',
      'Blue',
      'Violet',
      'Purple',
      'Colourless',
      'Other',
    ]);
  });

  it('Ruby has its four reds, Emerald its three greens', () => {
    expect(coloursByGemstoneCategory.Ruby).toEqual(['Red', 'Purplish Red', 'Pinkish Red', 'Orangy Red']);
    expect(coloursByGemstoneCategory.Emerald).toEqual(['Green', 'Bluish-Green', 'Yellowish-Green']);
  });

  it('Featured and Diamond offer the seven featured colours', () => {
    const featured = ['Red', 'Green', 'Blue', 'Yellow', 'Purple', 'Pink', 'Violet'];
    expect(coloursByGemstoneCategory.Featured).toEqual(featured);
    expect(coloursByGemstoneCategory.Diamond).toEqual(featured);
  });
});

describe('sections', () => {
  it('gemstones and jewellery are sections; nothing else is, whatever the case', () => {
    expect(isSection('gemstones')).toBe(true);
    expect(isSection('jewellery')).toBe(true);
    expect(isSection('Gemstones')).toBe(false);
    expect(isSection('rings')).toBe(false);
  });

  it('finds a category as the shop spells it, in any case, within its section only', () => {
    expect(canonicalCategory('jewellery', 'RINGS')).toBe('Rings');
    expect(canonicalCategory('gemstones', 'rings')).toBeUndefined();
  });
});

describe('filter keys', () => {
  it('lowercase, trimmed, every run of spaces one hyphen', () => {
    expect(toFilterKey('  Very  Slightly   Included ')).toBe('very-slightly-included');
    expect(toFilterKey('Bluish-Green')).toBe('bluish-green');
  });
});
