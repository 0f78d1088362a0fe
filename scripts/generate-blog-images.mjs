// Draws the demo blog illustrations (no network): one flat SVG scene per post, rasterised to WebP with sharp.
// Run: node scripts/generate-blog-images.mjs   → public/images/blog/<slug>.webp (1200×750)
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.join(process.cwd(), 'public/images/blog');
const palettes = [
  ['#d1faee', '#6ee7c6', '#047860', '#f59e0b'],
  ['#e0f2fe', '#7dd3fc', '#0369a1', '#f59e0b'],
  ['#fef3c7', '#fcd34d', '#065f4e', '#10b991'],
  ['#ede9fe', '#c4b5fd', '#4c1d95', '#34d3ab'],
  ['#ffe4e6', '#fda4af', '#9f1239', '#059675'],
];

const sparkle = (x, y, s, c) =>
  `<path d="M${x} ${y - s}L${x + s * 0.25} ${y - s * 0.25}L${x + s} ${y}L${x + s * 0.25} ${y + s * 0.25}L${x} ${y + s}L${x - s * 0.25} ${y + s * 0.25}L${x - s} ${y}L${x - s * 0.25} ${y - s * 0.25}Z" fill="${c}"/>`;
const house = (x, y, w, c, d) =>
  `<path d="M${x} ${y + w * 0.45}L${x + w / 2} ${y}L${x + w} ${y + w * 0.45}Z" fill="${d}"/><rect x="${x + w * 0.1}" y="${y + w * 0.45}" width="${w * 0.8}" height="${w * 0.6}" fill="${c}"/><rect x="${x + w * 0.42}" y="${y + w * 0.72}" width="${w * 0.16}" height="${w * 0.33}" fill="${d}"/><rect x="${x + w * 0.18}" y="${y + w * 0.55}" width="${w * 0.16}" height="${w * 0.14}" fill="#fff"/><rect x="${x + w * 0.66}" y="${y + w * 0.55}" width="${w * 0.16}" height="${w * 0.14}" fill="#fff"/>`;
const bucket = (x, y, c, d) =>
  `<path d="M${x} ${y}h160l-20 170h-120Z" fill="${c}"/><path d="M${x + 10} ${y}q70 -120 140 0" stroke="${d}" stroke-width="10" fill="none"/><ellipse cx="${x + 80}" cy="${y}" rx="80" ry="14" fill="${d}"/>`;
const spray = (x, y, c, d) =>
  `<rect x="${x}" y="${y + 60}" width="90" height="170" rx="18" fill="${c}"/><path d="M${x + 20} ${y + 60}v-40h60l30 20v20" fill="${d}"/><rect x="${x + 15}" y="${y + 110}" width="60" height="60" rx="6" fill="#fff" opacity=".8"/>`;
const motifs = {
  carpet: (p) =>
    `<rect x="260" y="420" width="680" height="200" rx="20" fill="${p[2]}"/><rect x="290" y="445" width="620" height="150" rx="12" fill="none" stroke="${p[3]}" stroke-width="10" stroke-dasharray="30 14"/><rect x="300" y="250" width="28" height="260" rx="10" fill="${p[2]}" transform="rotate(-18 314 380)"/><rect x="220" y="470" width="150" height="60" rx="20" fill="${p[3]}"/>${sparkle(880, 330, 40, p[3])}${sparkle(960, 400, 22, '#fff')}`,
  removal: (p) =>
    `<rect x="230" y="330" width="460" height="250" rx="18" fill="#fff"/><path d="M690 400h150l90 90v90H690Z" fill="${p[2]}"/><path d="M720 420h110l60 60H720Z" fill="#fff" opacity=".85"/><circle cx="340" cy="600" r="52" fill="${p[2]}"/><circle cx="340" cy="600" r="20" fill="#fff"/><circle cx="800" cy="600" r="52" fill="${p[2]}"/><circle cx="800" cy="600" r="20" fill="#fff"/><rect x="280" y="380" width="120" height="100" fill="${p[3]}"/><rect x="420" y="400" width="100" height="80" fill="${p[1]}"/><rect x="540" y="360" width="110" height="120" fill="${p[3]}" opacity=".8"/>`,
  house: (p) =>
    `${house(380, 220, 440, '#fff', p[2])}${bucket(170, 470, p[3], p[2])}${sparkle(900, 260, 44, p[3])}${sparkle(980, 340, 24, '#fff')}`,
  office: (p) =>
    `<rect x="420" y="170" width="360" height="460" fill="#fff"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${455 + (i % 3) * 105}" y="${205 + Math.floor(i / 3) * 95}" width="80" height="60" fill="${p[1]}"/>`).join('')}<rect x="560" y="560" width="80" height="70" fill="${p[2]}"/>${spray(190, 380, p[3], p[2])}${sparkle(900, 260, 40, p[3])}`,
  career: (p) =>
    `<rect x="400" y="320" width="400" height="270" rx="24" fill="${p[2]}"/><path d="M520 320v-50a20 20 0 0 1 20 -20h120a20 20 0 0 1 20 20v50" stroke="${p[2]}" stroke-width="22" fill="none"/><rect x="400" y="420" width="400" height="18" fill="${p[3]}"/><circle cx="260" cy="300" r="70" fill="#fff"/><path d="M160 520a100 100 0 0 1 200 0Z" fill="#fff"/>${sparkle(930, 260, 40, p[3])}`,
  tenancy: (p) =>
    `${house(420, 200, 360, '#fff', p[2])}<circle cx="260" cy="420" r="70" fill="none" stroke="${p[3]}" stroke-width="24"/><rect x="315" y="410" width="200" height="22" fill="${p[3]}"/><rect x="470" y="430" width="22" height="45" fill="${p[3]}"/>${sparkle(930, 300, 40, p[3])}`,
  construction: (p) =>
    `<rect x="300" y="200" width="30" height="430" fill="${p[2]}"/><rect x="300" y="200" width="560" height="26" fill="${p[2]}"/><path d="M330 226l120 -60" stroke="${p[2]}" stroke-width="10"/><rect x="760" y="226" width="8" height="150" fill="${p[2]}"/><rect x="720" y="376" width="90" height="60" fill="${p[3]}"/><rect x="420" y="420" width="260" height="210" fill="#fff"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${445 + (i % 3) * 78}" y="${445 + Math.floor(i / 3) * 85}" width="56" height="56" fill="${p[1]}"/>`).join('')}${sparkle(930, 470, 34, '#fff')}`,
  commercial: (p) =>
    `<rect x="240" y="300" width="720" height="330" fill="#fff"/><path d="M220 300h760l-40 -80H260Z" fill="${p[2]}"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${260 + i * 120} 300a60 40 0 0 0 120 0" fill="${i % 2 ? p[3] : '#fff'}"/>`).join('')}<rect x="290" y="380" width="260" height="180" fill="${p[1]}"/><rect x="620" y="380" width="110" height="250" fill="${p[2]}"/>${sparkle(880, 420, 36, p[3])}`,
  apartment: (p) =>
    `<rect x="330" y="120" width="300" height="510" fill="#fff"/><rect x="650" y="260" width="240" height="370" fill="${p[2]}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${365 + (i % 2) * 130}" y="${150 + Math.floor(i / 2) * 90}" width="100" height="60" fill="${p[1]}"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<rect x="${680 + (i % 2) * 100}" y="${290 + Math.floor(i / 2) * 100}" width="80" height="60" fill="#fff" opacity=".85"/>`).join('')}${sparkle(230, 260, 44, p[3])}${sparkle(180, 360, 22, '#fff')}`,
};

export function svgFor(kind, paletteIndex) {
  const p = palettes[paletteIndex % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>
  <rect width="1200" height="750" fill="url(#g)"/><circle cx="1050" cy="120" r="180" fill="#fff" opacity=".35"/><circle cx="120" cy="700" r="220" fill="#fff" opacity=".25"/>
  <rect y="630" width="1200" height="120" fill="${p[2]}" opacity=".18"/>${motifs[kind](p)}</svg>`;
}

export const IMAGES = [
  ['carpet-stains', 'carpet', 0],
  ['carpet-pets', 'carpet', 3],
  ['removal-checklist', 'removal', 1],
  ['removal-packing', 'removal', 2],
  ['house-spring-clean', 'house', 0],
  ['house-weekly-routine', 'house', 4],
  ['office-hygiene', 'office', 1],
  ['office-after-hours', 'office', 3],
  ['tenancy-deposit', 'tenancy', 2],
  ['tenancy-inventory', 'tenancy', 0],
  ['construction-sparkle', 'construction', 4],
  ['construction-dust', 'construction', 1],
  ['commercial-retail', 'commercial', 0],
  ['commercial-restaurant', 'commercial', 3],
  ['apartment-small-spaces', 'apartment', 2],
  ['apartment-balcony', 'apartment', 4],
  ['career-domestic-cleaner', 'career', 0],
  ['career-team-leader', 'career', 1],
  ['career-removals-porter', 'career', 2],
];

if (process.argv[1] && process.argv[1].endsWith('generate-blog-images.mjs')) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [slug, kind, pal] of IMAGES) {
    await sharp(Buffer.from(svgFor(kind, pal)))
      .webp({ quality: 78 })
      .toFile(path.join(OUT, `${slug}.webp`));
  }
  console.log(`wrote ${IMAGES.length} images to ${OUT}`);
}
