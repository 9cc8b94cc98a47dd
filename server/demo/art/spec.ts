/**
 * What to draw for a product, read from its row: the stone's cut and colour, the kind of piece and its metal.
 */
import { hashString } from '../random';
import type { CutShape } from './gem';
import { gemColour, toneFor } from './palette';
import type { ArtSpec, Metal, PieceKind } from './scenes';
import { measurementsFor, type CertificateData } from './certificate';

export type ProductArtRow = {
  id: number;
  section: 'gemstones' | 'jewellery';
  category: string;
  name: string;
  description: string;
  cut: string | null;
  colour: string | null;
  clarity: string | null;
  weight: number | null;
};

const cutWords: [RegExp, CutShape][] = [
  [/emerald[- ]cut|step[- ]cut|\bemerald\b(?= ?(cut|diamond|sapphire|ruby))/i, 'emerald'],
  [/\boval\b/i, 'oval'],
  [/\bround\b|brilliant|solitaire stud/i, 'round'],
  [/\bpear\b|\bdrop\b|teardrop/i, 'pear'],
  [/\bcushion\b/i, 'cushion'],
  [/\bmarquise\b/i, 'marquise'],
  [/\btrillion\b|trilliant/i, 'trillion'],
];

const allCuts: CutShape[] = ['oval', 'round', 'pear', 'cushion', 'marquise', 'emerald', 'trillion'];

function cutOf(row: ProductArtRow): CutShape {
  const fromColumn = row.cut?.toLowerCase();
  if (fromColumn && (allCuts as string[]).includes(fromColumn)) return fromColumn as CutShape;
  for (const [pattern, cut] of cutWords) if (pattern.test(row.name)) return cut;
  return allCuts[hashString(row.name) % allCuts.length] ?? 'oval';
}

const colourWords = [
  'padparadscha',
  'pink',
  'yellow',
  'orange',
  'purple',
  'violet',
  'teal',
  'green',
  'blue',
  'red',
  'white',
];

function colourOf(row: ProductArtRow): string | null {
  if (row.colour) return row.colour;
  const name = row.name.toLowerCase();
  const word = colourWords.find((w) => name.includes(w));
  if (!word) return null;
  if (word === 'teal') return 'Other';
  if (word === 'white') return 'Colourless';
  if (word === 'padparadscha') return 'Orange';
  return word[0]?.toUpperCase() + word.slice(1);
}

function pieceOf(row: ProductArtRow): PieceKind {
  const text = `${row.category} ${row.name}`.toLowerCase();
  if (/earring|stud|hoop|huggie/.test(text)) return 'earrings';
  if (/necklace|pendant|rivi[eè]re|lariat/.test(text)) return 'necklace';
  if (/bracelet|bangle/.test(text)) return 'bracelet';
  if (/brooch|pin\b/.test(text)) return 'brooch';
  return 'ring';
}

function metalOf(row: ProductArtRow): Metal {
  const text = `${row.name} ${row.description}`.toLowerCase();
  if (text.includes('rose gold')) return 'rose';
  if (text.includes('yellow gold')) return 'yellow';
  if (text.includes('platinum') || text.includes('white gold')) return 'white';
  return (['yellow', 'white', 'rose'] as const)[hashString(row.name) % 3] ?? 'white';
}

export function artSpecFor(row: ProductArtRow): ArtSpec {
  const colour = colourOf(row);
  // Jewellery is not a stone category; the stone comes from the name ("Emerald Drop Earrings").
  const category = row.section === 'gemstones' ? row.category : 'Jewellery';
  const tone = toneFor(category, colour, row.name);
  return {
    id: row.id,
    seed: hashString(`${row.id}:${row.name}`),
    section: row.section,
    cut: cutOf(row),
    colour: gemColour(tone),
    piece: pieceOf(row),
    metal: metalOf(row),
    accents: !/solitaire|signet/i.test(row.name),
  };
}

const origins: [RegExp, string][] = [
  [/burm|myanmar|mogok/i, 'Burma (Myanmar)'],
  [/ceylon|sri lanka/i, 'Sri Lanka'],
  [/kashmir/i, 'Kashmir'],
  [/colombia|muzo|chivor|coscuez/i, 'Colombia'],
  [/zambia/i, 'Zambia'],
  [/mozambique/i, 'Mozambique'],
  [/madagascar/i, 'Madagascar'],
  [/thai|siam/i, 'Thailand'],
  [/montana/i, 'United States (Montana)'],
  [/australia|argyle/i, 'Australia'],
  [/brazil/i, 'Brazil'],
  [/panjshir|afghan/i, 'Afghanistan'],
  [/tanzania|umba|tanzanite/i, 'Tanzania'],
  [/kenya|tsavorite/i, 'Kenya'],
  [/ethiopia/i, 'Ethiopia'],
];

export function certificateDataFor(row: ProductArtRow, spec: ArtSpec): CertificateData {
  const name = row.name.toLowerCase().replace(/emerald[- ]cut/g, '');
  const species =
    row.category === 'Diamond' || name.includes('diamond')
      ? 'diamond'
      : row.category === 'Emerald' || name.includes('emerald')
        ? 'beryl'
        : row.category === 'Ruby' ||
            row.category === 'Sapphire' ||
            name.includes('ruby') ||
            name.includes('sapphire') ||
            name.includes('padparadscha')
          ? 'corundum'
          : 'other';
  const identification =
    species === 'diamond'
      ? 'Natural Diamond'
      : species === 'beryl'
        ? 'Natural Beryl, variety Emerald'
        : species === 'corundum'
          ? `Natural Corundum, variety ${name.includes('ruby') || row.category === 'Ruby' ? 'Ruby' : 'Sapphire'}`
          : name.includes('spinel')
            ? 'Natural Spinel'
            : name.includes('tanzanite')
              ? 'Natural Zoisite, variety Tanzanite'
              : name.includes('tsavorite')
                ? 'Natural Grossular Garnet, variety Tsavorite'
                : name.includes('paraíba') || name.includes('paraiba')
                  ? 'Natural Tourmaline (Cu-bearing)'
                  : 'Natural Gemstone';
  const weight = row.weight ?? 1;
  const origin =
    origins.find(([pattern]) => pattern.test(`${row.name} ${row.description}`))?.[1] ?? 'Not determined';
  // The report must agree with what the product page says: a stone sold as unheated is
  // never reported as heated, and one sold as heated always is.
  const text = `${row.name} ${row.description}`;
  const heating = /\bunheated\b|not heated|no heat/i.test(text)
    ? 'No indications of heating.'
    : /\bheated\b|heat[- ]treated/i.test(text)
      ? 'Indications of heating.'
      : spec.seed % 4 === 0
        ? 'Indications of heating.'
        : 'No indications of heating.';
  const comments =
    species === 'beryl'
      ? spec.seed % 3 === 0
        ? 'Insignificant clarity enhancement (F1).'
        : 'Minor clarity enhancement (F1).'
      : species === 'diamond'
        ? 'Natural colour. Fluorescence: none.'
        : heating;
  const cutName = spec.cut === 'emerald' ? 'Octagonal' : spec.cut[0]?.toUpperCase() + spec.cut.slice(1);
  const style = spec.cut === 'emerald' ? 'step cut' : spec.cut === 'round' ? 'brilliant cut' : 'mixed cut';
  const day = 1 + (row.id % 28);
  const month = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ][row.id % 12];
  return {
    reportNumber: `GL-${String(240000 + ((row.id * 7919) % 760000)).padStart(6, '0')}-${String(row.id).padStart(4, '0')}`,
    issued: `${day} ${month} 2025`,
    identification,
    weight: `${weight.toFixed(2)} ct`,
    shape: `${cutName}, ${style}`,
    measurements: measurementsFor(spec.cut, weight, species),
    colour: row.colour ?? colourOf(row) ?? 'Not stated',
    clarity: row.clarity ?? 'Eye-Clean',
    origin,
    comments,
  };
}
