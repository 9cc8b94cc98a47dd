/**
 * The starter catalogue: loose stones in every gemstone category and jewellery in every jewellery category,
 * generated from a fixed seed so every install (and every test) gets the same products with the same ids.
 */
import {
  clarityLevels,
  coloursByGemstoneCategory,
  cuts,
  toFilterKey,
  type Cut,
} from '@gemstore/shared/taxonomy';
import type { products } from '../src/db/schema';
import { galleryFor } from './gallery';
import { createRandom, type Random } from './random';

export type SeedProduct = typeof products.$inferInsert & { id: number };

const SEED = 20250611;

type StoneLine = {
  name: string;
  /** Where it comes from and what makes it special, continuing "A 2.15 ct oval ruby ...". */
  story: string;
  /** Price per carat in SGD for an eye-clean one-carat stone. */
  perCarat: number;
  carats: [number, number];
};

const cutPhrase: Record<Cut, string> = {
  Oval: 'oval',
  Round: 'round brilliant',
  Pear: 'pear-shaped',
  Cushion: 'cushion-cut',
  Marquise: 'marquise',
  Emerald: 'emerald-cut',
  Trillion: 'trillion-cut',
};

const claritySentence: Record<string, string> = {
  'Eye-Clean': 'Eye-clean: nothing is visible without magnification.',
  'Very Slightly Included': 'Very slightly included, with only tiny inclusions seen under a loupe.',
  'Slightly Included': 'Slightly included, with fine inclusions that do not dull its brilliance.',
  'Moderately Included': 'Moderately included, as is usual at this size, and priced accordingly.',
  Included: 'Included, with visible inclusions that give it character and a gentler price.',
};

const clarityFactor: Record<string, number> = {
  'Eye-Clean': 1,
  'Very Slightly Included': 0.8,
  'Slightly Included': 0.62,
  'Moderately Included': 0.46,
  Included: 0.32,
};

const lines: Record<'Ruby' | 'Sapphire' | 'Emerald' | 'Diamond', Record<string, StoneLine[]>> = {
  Ruby: {
    Red: [
      {
        name: 'Burmese Pigeon-Blood Ruby',
        story: "from Mogok, Burma, with the glowing, saturated red the trade calls pigeon's blood",
        perCarat: 9800,
        carats: [0.5, 4],
      },
      {
        name: 'Mozambique Ruby',
        story: 'from Montepuez, Mozambique: a bright, clean red with strong fluorescence',
        perCarat: 3600,
        carats: [0.5, 6],
      },
    ],
    'Purplish Red': [
      {
        name: 'Mozambique Purplish-Red Ruby',
        story: 'from Mozambique, a deep red with a rich raspberry undertone',
        perCarat: 2300,
        carats: [0.6, 5],
      },
      {
        name: 'Thai Ruby',
        story: 'from the Chanthaburi mines of Thailand, dark and velvety with a purplish glow',
        perCarat: 1700,
        carats: [0.5, 4],
      },
    ],
    'Pinkish Red': [
      {
        name: 'Ceylon Pinkish-Red Ruby',
        story: 'from Ratnapura, Sri Lanka, lively and bright with a soft pink glow',
        perCarat: 1900,
        carats: [0.5, 4],
      },
      {
        name: 'Luc Yen Ruby',
        story: 'from Luc Yen, Vietnam, a luminous pinkish red',
        perCarat: 1600,
        carats: [0.4, 3],
      },
    ],
    'Orangy Red': [
      {
        name: 'Tanzanian Orangy-Red Ruby',
        story: 'from Winza, Tanzania, a warm red with a hint of orange',
        perCarat: 1500,
        carats: [0.5, 4],
      },
      {
        name: 'Kenyan Orangy-Red Ruby',
        story: 'from Kenya, fiery and warm',
        perCarat: 1200,
        carats: [0.5, 5],
      },
    ],
  },
  Sapphire: {
    Blue: [
      {
        name: 'Ceylon Cornflower Sapphire',
        story: 'from Ratnapura, Sri Lanka, in the bright, velvety cornflower blue Ceylon is known for',
        perCarat: 3800,
        carats: [0.8, 8],
      },
      {
        name: 'Royal Blue Burmese Sapphire',
        story: 'from Mogok, Burma, a deep royal blue that holds its colour in any light',
        perCarat: 5200,
        carats: [0.7, 5],
      },
      {
        name: 'Madagascar Blue Sapphire',
        story: 'from Ilakaka, Madagascar, a rich medium blue',
        perCarat: 1900,
        carats: [0.5, 6],
      },
    ],
    Pink: [
      {
        name: 'Madagascar Pink Sapphire',
        story: 'from Madagascar, a sweet candy pink',
        perCarat: 1700,
        carats: [0.4, 4],
      },
      {
        name: 'Ceylon Pink Sapphire',
        story: 'from Sri Lanka, a soft, glowing pastel pink',
        perCarat: 2100,
        carats: [0.5, 4],
      },
    ],
    Orange: [
      {
        name: 'Padparadscha-Inspired Sunset Sapphire',
        story:
          'from Sri Lanka in the delicate pink-orange of a tropical sunset, a lovely alternative to a certified padparadscha',
        perCarat: 2600,
        carats: [0.5, 3],
      },
      {
        name: 'Songea Orange Sapphire',
        story: 'from Songea, Tanzania, a vivid tangerine',
        perCarat: 1300,
        carats: [0.5, 4],
      },
    ],
    Yellow: [
      {
        name: 'Ceylon Canary Yellow Sapphire',
        story: 'from Sri Lanka, a sunny canary yellow',
        perCarat: 1400,
        carats: [0.8, 9],
      },
    ],
    Green: [
      {
        name: 'Australian Green Sapphire',
        story: 'from Anakie, Queensland, a deep forest green',
        perCarat: 700,
        carats: [0.8, 6],
      },
    ],
    Violet: [
      {
        name: 'Ceylon Violet Sapphire',
        story: 'from Sri Lanka, a cool lavender violet',
        perCarat: 1200,
        carats: [0.6, 5],
      },
    ],
    Purple: [
      {
        name: 'Umba Purple Sapphire',
        story: 'from the Umba Valley, Tanzania, a royal plum purple',
        perCarat: 1100,
        carats: [0.6, 5],
      },
    ],
    Colourless: [
      {
        name: 'Ceylon White Sapphire',
        story: 'from Sri Lanka, crisp and colourless with a bright, silvery sparkle',
        perCarat: 650,
        carats: [0.5, 5],
      },
    ],
    Other: [
      {
        name: 'Montana Teal Sapphire',
        story: 'from Montana, a blue-green teal that shifts with the light',
        perCarat: 1600,
        carats: [0.4, 3],
      },
      {
        name: 'Colour-Change Sapphire',
        story: 'from Tanzania, blue in daylight and violet under warm light',
        perCarat: 1500,
        carats: [0.5, 4],
      },
    ],
  },
  Emerald: {
    Green: [
      {
        name: 'Colombian Muzo Emerald',
        story: 'from the Muzo mine, Colombia, the pure, warm grass green that made Muzo famous',
        perCarat: 6500,
        carats: [0.5, 6],
      },
      {
        name: 'Zambian Emerald',
        story: 'from the Kagem mine, Zambia, a crisp, saturated green',
        perCarat: 2400,
        carats: [0.5, 12],
      },
      {
        name: 'Chivor Emerald',
        story: 'from Chivor, Colombia, a bright green with a cool undertone',
        perCarat: 4200,
        carats: [0.5, 4],
      },
    ],
    'Bluish-Green': [
      {
        name: 'Zambian Bluish-Green Emerald',
        story: 'from Zambia, a deep green with a cool blue undertone',
        perCarat: 2100,
        carats: [0.6, 7],
      },
      {
        name: 'Panjshir Emerald',
        story: 'from the Panjshir Valley, Afghanistan, an intense bluish green',
        perCarat: 3800,
        carats: [0.5, 4],
      },
    ],
    'Yellowish-Green': [
      {
        name: 'Brazilian Emerald',
        story: 'from Minas Gerais, Brazil, a bright spring green',
        perCarat: 1100,
        carats: [0.5, 6],
      },
      {
        name: 'Ethiopian Emerald',
        story: 'from Ethiopia, a lively yellowish green with fine transparency',
        perCarat: 1500,
        carats: [0.5, 5],
      },
    ],
  },
  Diamond: {
    Yellow: [
      {
        name: 'Fancy Intense Yellow Diamond',
        story: 'with a strong, even canary yellow face-up',
        perCarat: 9500,
        carats: [0.25, 3],
      },
      {
        name: 'Canary Yellow Diamond',
        story: 'with bright, lively, natural canary colour',
        perCarat: 7000,
        carats: [0.25, 2],
      },
    ],
    Pink: [
      {
        name: 'Argyle Pink Diamond',
        story: 'from the now-closed Argyle mine in Western Australia, a collectible rose pink',
        perCarat: 42000,
        carats: [0.25, 1],
      },
      {
        name: 'Fancy Light Pink Diamond',
        story: 'in a soft, romantic blush pink',
        perCarat: 24000,
        carats: [0.25, 1.2],
      },
    ],
    Blue: [
      {
        name: 'Fancy Blue Diamond',
        story: 'in a natural steely blue, one of the rarest diamond colours',
        perCarat: 60000,
        carats: [0.25, 0.8],
      },
    ],
    Green: [
      {
        name: 'Fancy Green Diamond',
        story: 'in a natural mint green, coloured over millennia by natural radiation',
        perCarat: 30000,
        carats: [0.25, 0.8],
      },
    ],
    Purple: [
      {
        name: 'Fancy Purple Diamond',
        story: 'in a natural orchid purple, rarely seen outside collections',
        perCarat: 38000,
        carats: [0.25, 0.7],
      },
    ],
    Violet: [
      {
        name: 'Fancy Greyish-Violet Diamond',
        story: 'in a misty violet of the kind Argyle was known for',
        perCarat: 34000,
        carats: [0.25, 0.7],
      },
    ],
    Red: [
      {
        name: 'Fancy Purplish-Red Diamond',
        story: 'in natural red, the rarest of all diamond colours',
        perCarat: 150000,
        carats: [0.25, 0.5],
      },
    ],
  },
};

const speciesNoun: Record<keyof typeof lines, string> = {
  Ruby: 'ruby',
  Sapphire: 'sapphire',
  Emerald: 'emerald',
  Diamond: 'diamond',
};

function roundPrice(dollars: number): number {
  // Shop prices end in tens below $10k and in hundreds above.
  const step = dollars < 10000 ? 10 : 100;
  return Math.max(step, Math.round(dollars / step) * step);
}

function galleryOf(id: number, section: 'gemstones' | 'jewellery', rnd: Random): string[] {
  const stills = section === 'gemstones' ? rnd.int(4, 6) : rnd.int(3, 5);
  // Some of the best-photographed stones get two more views, so a gallery can run past the eight thumbnails
  // the product page shows at first ('+N more'). Decided by id, not by another draw, so every other product
  // keeps exactly what earlier seeds gave it.
  const extra = section === 'gemstones' && stills === 6 && id % 2 === 0 ? 2 : 0;
  return galleryFor(id, { section, stills: stills + extra, animated: id % 3 === 0 });
}

type Builder = { next: () => number; rnd: Random };

function gemstoneCategory(category: keyof typeof lines, count: number, b: Builder): SeedProduct[] {
  const colours = coloursByGemstoneCategory[category];
  const out: SeedProduct[] = [];
  const lineUse = new Map<string, number>();
  // The category's most affordable line starts at its smallest size once, so every category has stones under $5,000.
  const cheapest = Object.values(lines[category])
    .flat()
    .reduce((a, l) => (l.perCarat < a.perCarat ? l : a));
  let cheapestPlaced = false;
  for (let i = 0; i < count; i++) {
    const colour = colours[i % colours.length] ?? 'Red';
    const options = lines[category][colour] ?? [];
    const used = lineUse.get(colour) ?? 0;
    lineUse.set(colour, used + 1);
    const line = options[used % options.length];
    if (!line) throw new Error(`no stone line for ${category} ${colour}`);
    // Spread cuts and clarities with strides that differ from the colour cycle, so combinations vary.
    const cut = cuts[(i * 3 + category.length) % cuts.length] ?? 'Oval';
    const clarity =
      clarityLevels[(i * 2 + Math.floor(i / colours.length)) % clarityLevels.length] ?? 'Eye-Clean';
    // Stock: loose stones are one of a kind; a few are sold out, a few come from calibrated lots of several.
    const stockKind = i % 7 === 2 ? 'none' : i % 7 === 5 ? 'lot' : 'single';
    let weight = round2(
      stockKind === 'lot' ? b.rnd.range(0.25, 0.8) : b.rnd.range(line.carats[0], line.carats[1]),
    );
    if (i === 0) weight = line.carats[0];
    if (i === 1) weight = line.carats[1];
    if (line === cheapest && !cheapestPlaced && i > 1) {
      weight = line.carats[0];
      cheapestPlaced = true;
    }
    const price = roundPrice(
      line.perCarat * weight * (1 + 0.12 * weight) * (clarityFactor[clarity] ?? 1) * b.rnd.range(0.9, 1.1),
    );
    const id = b.next();
    const noun = speciesNoun[category];
    const name =
      stockKind === 'lot'
        ? `Calibrated ${cut === 'Emerald' ? 'Emerald-Cut' : cut} ${colourlessName(line.name)}`
        : line.name;
    const first = `${/^[aeiou8]/i.test(weight.toFixed(2)) ? 'An' : 'A'} ${weight.toFixed(2)} ct ${cutPhrase[cut]} ${noun} ${line.story}.`;
    const extra =
      stockKind === 'lot'
        ? 'From a calibrated lot of matched stones, ideal for pairs and side stones; the price is per stone.'
        : category === 'Emerald'
          ? 'Traditional minor oil only, as disclosed on its report.'
          : category === 'Diamond'
            ? 'Natural colour, with a laboratory report.'
            : i % 2 === 0
              ? 'Unheated, with a laboratory report.'
              : '';
    out.push({
      id,
      section: 'gemstones',
      category,
      name,
      description: [first, claritySentence[clarity], extra].filter(Boolean).join(' '),
      priceCents: price * 100,
      weight,
      cut,
      colour,
      clarity,
      cutKey: toFilterKey(cut),
      colourKey: toFilterKey(colour),
      clarityKey: toFilterKey(clarity),
      media: galleryOf(id, 'gemstones', b.rnd),
      countInStock: stockKind === 'none' ? 0 : stockKind === 'lot' ? b.rnd.int(2, 10) : 1,
    });
  }
  return out;
}

/** Calibrated lots drop the grand trade names ("Pigeon-Blood", "Argyle") that belong to single, certified stones. */
function colourlessName(name: string): string {
  return name
    .replace(/^(Burmese Pigeon-Blood|Royal Blue Burmese|Padparadscha-Inspired Sunset)\s+/, '')
    .replace(/^Argyle /, '');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

type FeaturedStone = {
  name: string;
  colour: string;
  cut: Cut;
  clarity: string;
  weight: number;
  price: number;
  stock: number;
  text: string;
};

/** Exceptional stones shown as "price on request"; the price is still stored for checkout and sorting. */
const featuredStones: FeaturedStone[] = [
  {
    name: 'Burmese Pigeon-Blood Ruby',
    colour: 'Red',
    cut: 'Oval',
    clarity: 'Eye-Clean',
    weight: 5.08,
    price: 468000,
    stock: 1,
    text: "An unheated 5.08 ct oval ruby from Mogok with the glowing, fluorescent red the trade calls pigeon's blood. Stones of this size and purity appear at auction only a few times a year.",
  },
  {
    name: 'Colombian Muzo Emerald',
    colour: 'Green',
    cut: 'Emerald',
    clarity: 'Very Slightly Included',
    weight: 7.45,
    price: 236000,
    stock: 1,
    text: 'A 7.45 ct emerald-cut emerald from the Muzo mine, in the pure, warm green that made Muzo famous. Insignificant oil only.',
  },
  {
    name: 'Ceylon Cornflower Sapphire',
    colour: 'Blue',
    cut: 'Cushion',
    clarity: 'Eye-Clean',
    weight: 20,
    price: 385000,
    stock: 1,
    text: 'A 20.00 ct unheated cushion sapphire from Ratnapura in a velvety cornflower blue. A true collector’s stone, with a laboratory report.',
  },
  {
    name: 'Paraíba Tourmaline',
    colour: 'Blue',
    cut: 'Pear',
    clarity: 'Slightly Included',
    weight: 3.12,
    price: 96000,
    stock: 1,
    text: 'A 3.12 ct pear-shaped copper-bearing tourmaline with the electric neon blue that only Paraíba stones show.',
  },
  {
    name: 'Fancy Vivid Yellow Diamond',
    colour: 'Yellow',
    cut: 'Round',
    clarity: 'Very Slightly Included',
    weight: 4.02,
    price: 172000,
    stock: 1,
    text: 'A 4.02 ct round brilliant diamond graded Fancy Vivid Yellow, the strongest grade of natural yellow.',
  },
  {
    name: 'Ceylon Golden Sapphire',
    colour: 'Yellow',
    cut: 'Cushion',
    clarity: 'Eye-Clean',
    weight: 12.3,
    price: 58000,
    stock: 0,
    text: 'A 12.30 ct cushion sapphire from Sri Lanka in a rich golden yellow. Unheated.',
  },
  {
    name: 'Burmese Purple Spinel',
    colour: 'Purple',
    cut: 'Oval',
    clarity: 'Eye-Clean',
    weight: 6.2,
    price: 41000,
    stock: 1,
    text: 'A 6.20 ct oval spinel from Mogok in a saturated royal purple, brilliant and unheated by nature.',
  },
  {
    name: 'Royal Purple Sapphire',
    colour: 'Purple',
    cut: 'Emerald',
    clarity: 'Very Slightly Included',
    weight: 8.05,
    price: 64000,
    stock: 1,
    text: 'An 8.05 ct emerald-cut sapphire in a deep royal purple, crisp under any light.',
  },
  {
    name: 'Argyle Pink Diamond',
    colour: 'Pink',
    cut: 'Pear',
    clarity: 'Very Slightly Included',
    weight: 1.02,
    price: 298000,
    stock: 1,
    text: 'A 1.02 ct pear-shaped Fancy Intense Pink diamond from the Argyle mine, now closed, with its Argyle certificate.',
  },
  {
    name: 'Ceylon Padparadscha Sapphire',
    colour: 'Pink',
    cut: 'Oval',
    clarity: 'Eye-Clean',
    weight: 3.55,
    price: 118000,
    stock: 1,
    text: 'A 3.55 ct oval padparadscha from Sri Lanka, the rare lotus-blossom blend of pink and orange. Unheated.',
  },
  {
    name: 'Mahenge Pink Spinel',
    colour: 'Pink',
    cut: 'Cushion',
    clarity: 'Eye-Clean',
    weight: 4.4,
    price: 52000,
    stock: 0,
    text: 'A 4.40 ct cushion spinel from Mahenge, Tanzania, in a neon hot pink.',
  },
  {
    name: 'Block D Tanzanite',
    colour: 'Violet',
    cut: 'Trillion',
    clarity: 'Eye-Clean',
    weight: 15.6,
    price: 38000,
    stock: 1,
    text: 'A 15.60 ct trillion tanzanite from Block D of the Merelani Hills, showing deep violet-blue and flashes of purple.',
  },
  {
    name: 'Kashmir-Type Violet Sapphire',
    colour: 'Violet',
    cut: 'Marquise',
    clarity: 'Very Slightly Included',
    weight: 5.1,
    price: 47000,
    stock: 1,
    text: 'A 5.10 ct marquise sapphire with a soft, velvety violet glow.',
  },
  {
    name: 'Burmese Red Spinel',
    colour: 'Red',
    cut: 'Trillion',
    clarity: 'Eye-Clean',
    weight: 3.9,
    price: 44000,
    stock: 1,
    text: 'A 3.90 ct trillion-cut spinel from Mogok in a pure, glowing red once mistaken for ruby in royal crowns.',
  },
  {
    name: 'Tsavorite Garnet',
    colour: 'Green',
    cut: 'Round',
    clarity: 'Eye-Clean',
    weight: 6.6,
    price: 36000,
    stock: 1,
    text: 'A 6.60 ct round tsavorite from Kenya, greener and brighter than most emeralds, and rare at this size.',
  },
  {
    name: 'Zambian Emerald Suite Stone',
    colour: 'Green',
    cut: 'Marquise',
    clarity: 'Slightly Included',
    weight: 2.2,
    price: 26000,
    stock: 4,
    text: 'Matched 2.20 ct marquise emeralds from Zambia, sold singly so that pairs and suites can be built. The price is per stone.',
  },
  {
    name: 'Royal Blue Burmese Sapphire',
    colour: 'Blue',
    cut: 'Emerald',
    clarity: 'Eye-Clean',
    weight: 9.8,
    price: 212000,
    stock: 1,
    text: 'A 9.80 ct emerald-cut sapphire from Mogok in a deep, saturated royal blue. Unheated.',
  },
  {
    name: 'Mozambique Ruby Pair',
    colour: 'Red',
    cut: 'Pear',
    clarity: 'Very Slightly Included',
    weight: 4.1,
    price: 88000,
    stock: 1,
    text: 'A matched pair of pear-shaped rubies from Montepuez, 4.10 ct together, for a pair of statement earrings.',
  },
  {
    name: 'Calibrated Burmese Ruby Layout',
    colour: 'Red',
    cut: 'Round',
    clarity: 'Eye-Clean',
    weight: 0.25,
    price: 25500,
    stock: 8,
    text: 'A layout of matched 0.25 ct round Burmese rubies for eternity bands, sold per set of twelve.',
  },
  {
    name: 'Fancy Blue Diamond',
    colour: 'Blue',
    cut: 'Marquise',
    clarity: 'Slightly Included',
    weight: 1.5,
    price: 420000,
    stock: 0,
    text: 'A 1.50 ct marquise Fancy Blue diamond, coloured by boron, with a grey-blue glow.',
  },
];

function featuredGemstones(b: Builder): SeedProduct[] {
  return featuredStones.map((s) => {
    const id = b.next();
    return {
      id,
      section: 'gemstones',
      category: 'Featured',
      name: s.name,
      description: s.text,
      priceCents: s.price * 100,
      weight: s.weight,
      cut: s.cut,
      colour: s.colour,
      clarity: s.clarity,
      cutKey: toFilterKey(s.cut),
      colourKey: toFilterKey(s.colour),
      clarityKey: toFilterKey(s.clarity),
      media: galleryOf(id, 'gemstones', b.rnd),
      countInStock: s.stock,
    };
  });
}

type Piece = { name: string; text: string; price: number; weight?: number; stock: number };

/** Ready-to-wear pieces; stock of several means the piece is made in a few sizes or a small run. */
const jewellery: Record<string, Piece[]> = {
  Featured: [
    {
      name: 'Burmese Ruby and Diamond Cluster Ring',
      text: 'A 3.02 ct unheated Burmese ruby in a cluster of old-cut diamonds, hand-made in platinum. One of a kind.',
      price: 148000,
      weight: 3.02,
      stock: 1,
    },
    {
      name: 'Colombian Emerald Pendant Necklace',
      text: 'A 6.10 ct Muzo emerald framed in round diamonds, on an 18k yellow gold chain. Made in our Singapore workshop.',
      price: 126000,
      weight: 6.1,
      stock: 1,
    },
    {
      name: 'Ceylon Sapphire Rivière Necklace',
      text: 'Twenty-one graduated oval Ceylon sapphires, 32 ct in total, each set in a platinum collet.',
      price: 98000,
      stock: 1,
    },
    {
      name: 'Padparadscha Toi et Moi Ring',
      text: 'A padparadscha and a white diamond facing each other on an 18k rose gold band. A modern heirloom.',
      price: 54000,
      weight: 1.8,
      stock: 0,
    },
    {
      name: 'Pink Sapphire Orchid Brooch',
      text: 'An orchid of pink sapphires and diamonds in 18k rose gold, with articulated petals that tremble as you move.',
      price: 38000,
      stock: 1,
    },
    {
      name: 'Emerald Chandelier Earrings',
      text: 'Pear-shaped Zambian emeralds hanging from diamond chandeliers in 18k white gold, 5.40 ct of emerald in all.',
      price: 72000,
      weight: 5.4,
      stock: 1,
    },
    {
      name: 'Royal Blue Sapphire Tennis Bracelet',
      text: 'Thirty oval royal blue sapphires alternating with round diamonds in platinum, 12 ct in total.',
      price: 46000,
      stock: 3,
    },
    {
      name: 'Argyle Pink Diamond Halo Ring',
      text: 'A 0.72 ct Argyle pink diamond in a halo of white diamonds, set in platinum with a rose gold cup.',
      price: 186000,
      weight: 0.72,
      stock: 1,
    },
    {
      name: 'Paraíba Tourmaline Drop Earrings',
      text: 'Neon-blue Paraíba tourmaline pears under diamond studs, in 18k white gold.',
      price: 64000,
      weight: 2.6,
      stock: 1,
    },
    {
      name: 'Ruby Peacock Brooch',
      text: 'A peacock of rubies, emeralds and sapphires with a fanned tail, in 18k yellow gold.',
      price: 29000,
      stock: 2,
    },
  ],
  Rings: [
    {
      name: 'Oval Sapphire Halo Ring',
      text: 'A 1.85 ct oval Ceylon sapphire in a halo of round brilliant diamonds, set in platinum.',
      price: 8900,
      weight: 1.85,
      stock: 4,
    },
    {
      name: 'Emerald-Cut Emerald Solitaire Ring',
      text: 'A 1.40 ct Zambian emerald in a four-claw 18k yellow gold setting. Sizes made to order.',
      price: 6400,
      weight: 1.4,
      stock: 1,
    },
    {
      name: 'Ruby Three-Stone Ring',
      text: 'An oval Mozambique ruby between two diamonds, in 18k yellow gold.',
      price: 5600,
      weight: 1.1,
      stock: 3,
    },
    {
      name: 'Pink Sapphire Cushion Ring',
      text: 'A 1.20 ct cushion pink sapphire with a pavé band in 18k rose gold.',
      price: 3800,
      weight: 1.2,
      stock: 6,
    },
    {
      name: 'Pear Emerald Halo Ring',
      text: 'A pear-shaped Colombian emerald in a diamond halo, set in 18k white gold.',
      price: 11800,
      weight: 1.6,
      stock: 1,
    },
    {
      name: 'Marquise Ruby Ring',
      text: 'A marquise ruby set north to south on a slim 18k yellow gold band.',
      price: 2900,
      weight: 0.9,
      stock: 5,
    },
    {
      name: 'Yellow Sapphire Solitaire Ring',
      text: 'A 2.50 ct round Ceylon yellow sapphire on a knife-edge platinum band.',
      price: 4200,
      weight: 2.5,
      stock: 2,
    },
    {
      name: 'Teal Sapphire Trillion Ring',
      text: 'A trillion teal sapphire in a bezel of 18k white gold, modern and understated.',
      price: 2400,
      weight: 1.05,
      stock: 0,
    },
    {
      name: 'Sapphire Eternity Band',
      text: 'Round blue sapphires set all the way round in platinum, 1.60 ct in total.',
      price: 3600,
      stock: 7,
    },
    {
      name: 'Cushion Ruby Halo Ring',
      text: 'A 2.05 ct cushion ruby in a double diamond halo, set in platinum.',
      price: 15800,
      weight: 2.05,
      stock: 1,
    },
    {
      name: 'Oval Emerald Signet Ring',
      text: 'A 0.80 ct oval emerald set flush in a polished 18k yellow gold signet.',
      price: 3100,
      weight: 0.8,
      stock: 3,
    },
    {
      name: 'Violet Sapphire Cocktail Ring',
      text: 'A 4.30 ct oval violet sapphire in an open 18k rose gold gallery with a diamond halo.',
      price: 7200,
      weight: 4.3,
      stock: 1,
    },
  ],
  Earrings: [
    {
      name: 'Emerald Drop Earrings',
      text: 'Pear-shaped Zambian emeralds under round diamond studs, in 18k yellow gold.',
      price: 6900,
      weight: 2.2,
      stock: 2,
    },
    {
      name: 'Ruby Stud Earrings',
      text: 'Round Mozambique rubies in six-claw 18k yellow gold settings, 1.20 ct the pair.',
      price: 3400,
      weight: 1.2,
      stock: 8,
    },
    {
      name: 'Sapphire Halo Stud Earrings',
      text: 'Round blue sapphires in diamond halos, set in 18k white gold.',
      price: 4600,
      weight: 1.5,
      stock: 5,
    },
    {
      name: 'Pink Sapphire Drop Earrings',
      text: 'Pear-shaped pink sapphires hanging from 18k rose gold hooks.',
      price: 2700,
      weight: 1.6,
      stock: 4,
    },
    {
      name: 'Yellow Sapphire Huggie Hoops',
      text: 'Slim 18k yellow gold huggies channel-set with calibrated yellow sapphires.',
      price: 1900,
      stock: 10,
    },
    {
      name: 'Emerald-Cut Sapphire Earrings',
      text: 'Emerald-cut royal blue sapphires in platinum bezels with a diamond frame, 3.10 ct the pair.',
      price: 12600,
      weight: 3.1,
      stock: 1,
    },
    {
      name: 'Ruby Chandelier Earrings',
      text: 'Three tiers of rubies and diamonds in 18k white gold, light enough to wear all evening.',
      price: 9800,
      stock: 0,
    },
    {
      name: 'Cushion Emerald Stud Earrings',
      text: 'Cushion Colombian emeralds in four claws of 18k yellow gold, 1.40 ct the pair.',
      price: 5200,
      weight: 1.4,
      stock: 2,
    },
    {
      name: 'Padparadscha Pear Earrings',
      text: 'Pear-shaped padparadscha-inspired sapphires in diamond halos, in 18k rose gold.',
      price: 4800,
      weight: 1.3,
      stock: 1,
    },
    {
      name: 'Green Sapphire Drop Earrings',
      text: 'Deep green Australian sapphires on fine 18k white gold drops.',
      price: 1600,
      weight: 1.8,
      stock: 6,
    },
  ],
  Necklaces: [
    {
      name: 'Sapphire Pendant Necklace',
      text: 'A 1.50 ct oval Ceylon sapphire in a diamond halo on an 18k white gold chain, 45 cm.',
      price: 5900,
      weight: 1.5,
      stock: 3,
    },
    {
      name: 'Ruby Heart Pendant',
      text: 'A heart of pavé rubies on an 18k rose gold chain, adjustable to 40 or 45 cm.',
      price: 2300,
      stock: 9,
    },
    {
      name: 'Emerald Rivière Necklace',
      text: 'Graduated oval emeralds in 18k yellow gold collets, 14 ct in total.',
      price: 26000,
      stock: 1,
    },
    {
      name: 'Pear Ruby Drop Necklace',
      text: 'A pear-shaped Burmese ruby under a round diamond on a fine platinum chain.',
      price: 8700,
      weight: 1.25,
      stock: 1,
    },
    {
      name: 'Pink Sapphire Cushion Pendant',
      text: 'A cushion pink sapphire with a diamond halo on an 18k rose gold chain.',
      price: 3300,
      weight: 1.3,
      stock: 4,
    },
    {
      name: 'Yellow Sapphire Solitaire Pendant',
      text: 'A 2.00 ct round yellow sapphire floating on an 18k yellow gold chain.',
      price: 2600,
      weight: 2,
      stock: 5,
    },
    {
      name: 'Emerald-Cut Emerald Pendant',
      text: 'A 2.30 ct emerald-cut Colombian emerald with a diamond frame, in 18k yellow gold.',
      price: 14200,
      weight: 2.3,
      stock: 0,
    },
    {
      name: 'Sapphire Tennis Necklace',
      text: 'Forty-eight round blue sapphires with diamond spacers in 18k white gold.',
      price: 18800,
      stock: 1,
    },
    {
      name: 'Violet Sapphire Marquise Pendant',
      text: 'A marquise violet sapphire on a slender platinum chain.',
      price: 1800,
      weight: 0.95,
      stock: 2,
    },
    {
      name: 'Trillion Tanzanite Pendant',
      text: 'A trillion tanzanite with a diamond bail, in 18k white gold.',
      price: 2900,
      weight: 2.4,
      stock: 3,
    },
  ],
  Bracelets: [
    {
      name: 'Sapphire Tennis Bracelet',
      text: 'Oval blue sapphires alternating with round diamonds in 18k white gold, 6.5 ct in total.',
      price: 12400,
      stock: 2,
    },
    {
      name: 'Ruby Line Bracelet',
      text: 'Round rubies in a continuous line of 18k yellow gold, with a safety clasp.',
      price: 6800,
      stock: 3,
    },
    {
      name: 'Emerald and Diamond Bracelet',
      text: 'Emerald-cut emeralds between diamond links, set in platinum.',
      price: 21500,
      stock: 1,
    },
    {
      name: 'Pink Sapphire Bangle',
      text: 'A hinged 18k rose gold bangle with a row of cushion pink sapphires.',
      price: 4300,
      stock: 5,
    },
    {
      name: 'Rainbow Sapphire Bracelet',
      text: 'Sapphires in every colour from violet to orange, on an 18k yellow gold chain.',
      price: 3900,
      stock: 6,
    },
    {
      name: 'Ruby Eternity Bangle',
      text: 'A slim 18k yellow gold bangle set all round with oval rubies.',
      price: 9200,
      stock: 0,
    },
    {
      name: 'Yellow Sapphire Tennis Bracelet',
      text: 'Canary yellow sapphires with diamond spacers in 18k yellow gold.',
      price: 4700,
      stock: 4,
    },
    {
      name: 'Emerald Station Bracelet',
      text: 'Bezel-set emeralds spaced along a fine 18k yellow gold chain.',
      price: 1700,
      stock: 10,
    },
    {
      name: 'Blue Sapphire Cuff',
      text: 'An open 18k white gold cuff tipped with two oval sapphires.',
      price: 5400,
      stock: 1,
    },
    {
      name: 'Violet Sapphire Line Bracelet',
      text: 'Violet sapphires in a flexible line of platinum links.',
      price: 7600,
      stock: 2,
    },
  ],
  Brooches: [
    {
      name: 'Ruby Floral Brooch',
      text: 'A flower of pear-shaped rubies around a diamond cluster, in 18k yellow gold.',
      price: 8600,
      stock: 1,
    },
    {
      name: 'Sapphire Dragonfly Brooch',
      text: 'A dragonfly with blue sapphire wings and a diamond body, in 18k white gold.',
      price: 6200,
      stock: 2,
    },
    {
      name: 'Emerald Bee Brooch',
      text: 'A bee of emeralds and yellow gold with diamond wings.',
      price: 3600,
      stock: 4,
    },
    {
      name: 'Pink Sapphire Camellia Brooch',
      text: 'A camellia of pink sapphire petals in 18k rose gold.',
      price: 4400,
      stock: 3,
    },
    {
      name: 'Ruby and Diamond Bow Brooch',
      text: 'A ribbon bow of calibrated rubies edged in diamonds, in platinum.',
      price: 11200,
      stock: 0,
    },
    {
      name: 'Yellow Sapphire Sunflower Brooch',
      text: 'A sunflower of yellow sapphire petals around a diamond centre, in 18k yellow gold.',
      price: 2900,
      stock: 5,
    },
    {
      name: 'Emerald Leaf Brooch',
      text: 'A leaf spray of marquise emeralds and diamonds in 18k white gold.',
      price: 7400,
      stock: 1,
    },
    {
      name: 'Violet Sapphire Lotus Brooch',
      text: 'A lotus of violet sapphires on a platinum stem.',
      price: 5100,
      stock: 2,
    },
    {
      name: 'Blue Sapphire Starburst Brooch',
      text: 'A starburst of blue sapphires and diamonds that doubles as a pendant, in 18k white gold.',
      price: 4800,
      stock: 6,
    },
    {
      name: 'Ruby Orchid Pin',
      text: 'A small orchid pin with a pear ruby centre, in 18k rose gold.',
      price: 1500,
      stock: 8,
    },
  ],
};

export function generateSeedCatalogue(): SeedProduct[] {
  const rnd = createRandom(SEED);
  let nextId = 1;
  const b: Builder = { next: () => nextId++, rnd };
  const out: SeedProduct[] = [];
  out.push(...featuredGemstones(b));
  out.push(...gemstoneCategory('Ruby', 24, b));
  out.push(...gemstoneCategory('Sapphire', 30, b));
  out.push(...gemstoneCategory('Emerald', 24, b));
  out.push(...gemstoneCategory('Diamond', 24, b));
  for (const [category, pieces] of Object.entries(jewellery)) {
    for (const piece of pieces) {
      const id = b.next();
      out.push({
        id,
        section: 'jewellery',
        category,
        name: piece.name,
        description: piece.text,
        priceCents: piece.price * 100,
        weight: piece.weight ?? null,
        cut: null,
        colour: null,
        clarity: null,
        cutKey: null,
        colourKey: null,
        clarityKey: null,
        media: galleryOf(id, 'jewellery', rnd),
        countInStock: piece.stock,
      });
    }
  }
  return out;
}
