/**
 * A gem-laboratory report as an image: guilloché border, the stone's data, a small picture of it, a seal.
 */
import { createRandom } from '../random';
import { drawGem, pathOf } from './gem';
import { fmt } from './palette';
import type { ArtSpec } from './scenes';

export const CERT_WIDTH = 1000;
export const CERT_HEIGHT = 700;

export type CertificateData = {
  reportNumber: string;
  issued: string;
  identification: string;
  weight: string;
  shape: string;
  measurements: string;
  colour: string;
  clarity: string;
  origin: string;
  comments: string;
};

function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export function certificateSvg(spec: ArtSpec, data: CertificateData): string {
  const W = CERT_WIDTH;
  const H = CERT_HEIGHT;
  const rnd = createRandom(spec.seed + 77);
  // Guilloché: interleaved sine bands around the border, the way security paper is printed.
  const waves: string[] = [];
  for (let k = 0; k < 3; k++) {
    const top: [number, number][] = [];
    const bottom: [number, number][] = [];
    for (let x = 20; x <= W - 20; x += 4) {
      top.push([x, 30 + Math.sin(x / 14 + k * 2.1) * 8]);
      bottom.push([x, H - 30 + Math.sin(x / 14 + k * 2.1) * 8]);
    }
    const left: [number, number][] = [];
    const right: [number, number][] = [];
    for (let y = 20; y <= H - 20; y += 4) {
      left.push([30 + Math.sin(y / 14 + k * 2.1) * 8, y]);
      right.push([W - 30 + Math.sin(y / 14 + k * 2.1) * 8, y]);
    }
    for (const line of [top, bottom, left, right]) {
      waves.push(
        `<path d="${pathOf(line).replace(/ Z$/, '')}" fill="none" stroke="#9b7b3c" stroke-opacity="0.55" stroke-width="0.9"/>`,
      );
    }
  }
  const rows: [string, string][] = [
    ['Report number', data.reportNumber],
    ['Date of issue', data.issued],
    ['Identification', data.identification],
    ['Carat weight', data.weight],
    ['Shape and cutting style', data.shape],
    ['Measurements', data.measurements],
    ['Colour', data.colour],
    ['Clarity', data.clarity],
    ['Geographic origin', data.origin],
    ['Comments', data.comments],
  ];
  const table = rows
    .map(([label, value], i) => {
      const y = 205 + i * 36;
      return `<text x="80" y="${y}" font-family="sans-serif" font-size="13" fill="#6b6255" letter-spacing="1">${escapeXml(label.toUpperCase())}</text>
<text x="300" y="${y}" font-family="serif" font-size="18" fill="#1d2433">${escapeXml(value)}</text>
<line x1="80" y1="${y + 11}" x2="630" y2="${y + 11}" stroke="#d8ccb4" stroke-width="1"/>`;
    })
    .join('\n');
  // A matrix code made of the report number's bits: decorative but specific to each report.
  const cells: string[] = [];
  for (let y = 0; y < 13; y++) {
    for (let x = 0; x < 13; x++) {
      const finder = (x < 3 && y < 3) || (x > 9 && y < 3) || (x < 3 && y > 9);
      if (finder || rnd.chance(0.45))
        cells.push(`<rect x="${852 + x * 6}" y="${552 + y * 6}" width="6" height="6" fill="#1d2433"/>`);
    }
  }
  const stone = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 790,
    cy: 300,
    r: 105,
    seed: spec.seed,
    id: 'cert',
    sparkles: 2,
  });
  const signature = `M 660 600 C 680 560 700 630 720 585 C 735 555 745 615 765 590 C 780 572 790 600 805 585`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="paper" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#fffdf7"/><stop offset="1" stop-color="#f1e9d8"/></radialGradient>
<path id="sealText" d="M 885 500 m -40 0 a 40 40 0 1 1 80 0 a 40 40 0 1 1 -80 0"/>
</defs>
<rect width="${W}" height="${H}" fill="url(#paper)"/>
${waves.join('\n')}
<rect x="48" y="48" width="${W - 96}" height="${H - 96}" fill="none" stroke="#9b7b3c" stroke-width="2"/>
<rect x="55" y="55" width="${W - 110}" height="${H - 110}" fill="none" stroke="#9b7b3c" stroke-width="0.8"/>
<text x="${W / 2}" y="106" text-anchor="middle" font-family="serif" font-size="25" letter-spacing="4" fill="#1d2433">GEMSTORE GEMMOLOGICAL LABORATORY</text>
<text x="${W / 2}" y="140" text-anchor="middle" font-family="sans-serif" font-size="14" letter-spacing="5" fill="#9b7b3c">${escapeXml(
    spec.colour.colourless || data.identification.includes('Diamond')
      ? 'DIAMOND REPORT'
      : 'COLOURED GEMSTONE REPORT',
  )} · SINGAPORE</text>
<line x1="80" y1="165" x2="${W - 80}" y2="165" stroke="#9b7b3c" stroke-width="1"/>
${table}
<rect x="660" y="190" width="260" height="230" fill="#ffffff" stroke="#d8ccb4"/>
<rect x="660" y="190" width="260" height="230" fill="#0f1420" fill-opacity="0.04"/>
${stone}
<text x="790" y="445" text-anchor="middle" font-family="sans-serif" font-size="13" fill="#6b6255">Image is approximate</text>
<circle cx="885" cy="500" r="50" fill="none" stroke="#a2342d" stroke-opacity="0.7" stroke-width="3"/>
<circle cx="885" cy="500" r="33" fill="none" stroke="#a2342d" stroke-opacity="0.7" stroke-width="1.5"/>
<text font-family="sans-serif" font-size="8" letter-spacing="1.2" fill="#a2342d" fill-opacity="0.8"><textPath href="#sealText">GEMSTORE LABORATORY · SINGAPORE · VERIFIED ·</textPath></text>
<text x="885" y="507" text-anchor="middle" font-family="serif" font-size="20" fill="#a2342d" fill-opacity="0.8">GL</text>
<path d="${signature}" fill="none" stroke="#1d2a5a" stroke-width="2" stroke-linecap="round"/>
<line x1="650" y1="615" x2="815" y2="615" stroke="#6b6255" stroke-width="1"/>
<text x="732" y="635" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#6b6255">Gemmologist FGA</text>
${cells.join('')}
<text x="80" y="598" font-family="sans-serif" font-size="11" fill="#8a8174">The conclusions on this report reflect the findings at the time of examination.</text>
<text x="80" y="614" font-family="sans-serif" font-size="11" fill="#8a8174">Verify this report at gemstore.sg/reports/${escapeXml(data.reportNumber)}</text>
</svg>`;
}

/** Millimetre dimensions that match a weight and shape (approximate density of corundum / beryl / diamond). */
export function measurementsFor(
  cut: ArtSpec['cut'],
  weight: number,
  species: 'corundum' | 'beryl' | 'diamond' | 'other',
): string {
  const density =
    species === 'corundum' ? 4.0 : species === 'beryl' ? 2.72 : species === 'diamond' ? 3.52 : 3.6;
  // Volume in mm³ from carats, then a length/width ratio per shape and a depth of about 62% of the width.
  const volume = (weight * 200) / density / 0.6;
  const ratio = { round: 1, oval: 1.35, cushion: 1.1, pear: 1.5, marquise: 2, emerald: 1.4, trillion: 1 }[
    cut
  ];
  const width = Math.cbrt(volume / (ratio * 0.62));
  const length = width * ratio;
  const depth = width * 0.62;
  return `${fmt(length)} × ${fmt(width)} × ${fmt(depth)} mm`;
}
