// Generates the public site's illustrations (flat SVG, brand palette) and the Open Graph PNG.
// Run: node scripts/generate-site-images.mjs. Output is committed under public/images; re-run after changing a drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'images');
const C = {
  b50: '#ecfdf8',
  b100: '#d1faee',
  b200: '#a7f3dd',
  b300: '#6ee7c6',
  b500: '#10b991',
  b600: '#059675',
  b700: '#047860',
  b800: '#065f4e',
  b900: '#064e41',
  a400: '#fbbf24',
  a500: '#f59e0b',
  ink: '#1c252e',
  mute: '#637381',
  white: '#ffffff',
  sand: '#f6efe4',
  wood: '#c08a5a',
  wood2: '#9a6b43',
  sky: '#e0f2fe',
  blue: '#7cc4f0',
  rose: '#f8c9c0',
  grey: '#e5e7eb',
  grey2: '#cbd5e1',
};

const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
const sparkle = (x, y, s = 1, fill = C.a400) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-18C2-6 6-2 18 0 6 2 2 6 0 18-2 6-6 2-18 0-6-2-2-6 0-18Z" fill="${fill}"/>`;
const bubbles = (pts) =>
  pts
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" fill-opacity=".75" stroke="${C.b300}" stroke-width="2"/>`,
    )
    .join('');
const bg = (w, h, a = C.b50, b = C.b100) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
const plant = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-22 0h44l-6 46h-32z" fill="${C.wood}"/><path d="M0 0C-4-40-40-52-46-30-30-34-14-24 0 0Z" fill="${C.b600}"/><path d="M0 0C6-48 40-62 48-40 30-40 12-28 0 0Z" fill="${C.b500}"/><path d="M0 0C-2-30 6-60 2-80-10-60-8-30 0 0Z" fill="${C.b700}"/></g>`;
const spray = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-22" y="0" width="44" height="78" rx="10" fill="${C.b600}"/><rect x="-14" y="18" width="28" height="30" rx="4" fill="${C.white}" fill-opacity=".85"/><path d="M-12 0v-18h30l10 10h-18v8z" fill="${C.ink}"/><rect x="-8" y="-30" width="16" height="14" rx="3" fill="${C.a500}"/></g>`;
const bucket = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-40 0h80l-10 70h-60z" fill="${C.a500}"/><path d="M-36 0c0-30 72-30 72 0" fill="none" stroke="${C.ink}" stroke-width="5"/>${bubbles(
    [
      [-20, -6, 10],
      [2, -12, 13],
      [22, -4, 9],
    ],
  )}</g>`;
const win = (x, y, w, h) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="8" fill="${C.sky}" stroke="${C.white}" stroke-width="10"/><path d="M${w / 2} 0v${h}M0 ${h / 2}h${w}" stroke="${C.white}" stroke-width="8"/><path d="M20 ${h - 20}l40-40M40 ${h - 20}l30-30" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity=".8"/></g>`;
const box = (x, y, w, h) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="4" fill="${C.wood}"/><rect x="${w / 2 - 8}" width="16" height="${h}" fill="${C.a400}" opacity=".8"/><rect y="0" width="${w}" height="10" fill="${C.wood2}" opacity=".5"/></g>`;
const van = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="0" width="260" height="150" rx="14" fill="${C.white}" stroke="${C.b700}" stroke-width="6"/><path d="M260 40h70l50 60v50H260z" fill="${C.b600}"/><path d="M272 54h52l34 42h-86z" fill="${C.sky}"/><rect x="20" y="50" width="200" height="40" rx="8" fill="${C.b100}"/><text x="120" y="78" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${C.b800}" text-anchor="middle">BRIGHTSIDE</text><circle cx="70" cy="156" r="28" fill="${C.ink}"/><circle cx="70" cy="156" r="11" fill="${C.grey2}"/><circle cx="320" cy="156" r="28" fill="${C.ink}"/><circle cx="320" cy="156" r="11" fill="${C.grey2}"/></g>`;
const sofa = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="300" height="90" rx="26" fill="${C.b600}"/><rect x="-24" y="50" width="348" height="80" rx="24" fill="${C.b700}"/><rect x="20" y="40" width="120" height="50" rx="14" fill="${C.b500}"/><rect x="160" y="40" width="120" height="50" rx="14" fill="${C.b500}"/><rect x="40" y="14" width="50" height="42" rx="10" fill="${C.a400}" transform="rotate(-10 65 35)"/><rect x="-10" y="130" width="12" height="22" fill="${C.ink}"/><rect x="298" y="130" width="12" height="22" fill="${C.ink}"/></g>`;
const lamp = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-36 0h72l-18-60h-36z" fill="${C.a400}"/><rect x="-4" y="0" width="8" height="170" fill="${C.ink}"/><rect x="-30" y="166" width="60" height="10" rx="5" fill="${C.ink}"/></g>`;
const desk = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="320" height="16" rx="4" fill="${C.wood}"/><rect x="16" y="16" width="12" height="120" fill="${C.wood2}"/><rect x="292" y="16" width="12" height="120" fill="${C.wood2}"/><rect x="90" y="-120" width="150" height="100" rx="8" fill="${C.ink}"/><rect x="100" y="-110" width="130" height="80" rx="4" fill="${C.b200}"/><path d="M112-60l30-24 26 18 40-32" fill="none" stroke="${C.b700}" stroke-width="6" stroke-linecap="round"/><rect x="155" y="-20" width="20" height="20" fill="${C.ink}"/><rect x="120" y="-4" width="90" height="6" rx="3" fill="${C.ink}"/></g>`;
const chair = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="80" height="100" rx="18" fill="${C.b800}"/><rect x="-6" y="90" width="92" height="24" rx="10" fill="${C.b700}"/><rect x="36" y="114" width="8" height="40" fill="${C.ink}"/><path d="M4 160h72" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/></g>`;
const floor = (w, h, y, fill = C.sand) => `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${fill}"/>`;

// ---- people -----------------------------------------------------------------------------------
const SKIN = ['#f1c7a5', '#d9a27c', '#8d5a3b', '#f5d6bd', '#b97d56', '#6b4430', '#e8b894', '#c68e68'];
const HAIR = ['#2b1d16', '#6b3e1f', '#111111', '#c9a25b', '#3b2a20', '#1a1a1a', '#8a5a2b', '#4a4a4a'];
const BGS = [C.b100, '#fde7c7', '#dbeafe', '#ede9fe', '#fce7f3', C.b200, '#fef3c7', '#e0f2fe'];
function person(i, { long = i % 2 === 0, shirt = C.b700 } = {}) {
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[i % HAIR.length];
  const back = long ? `<path d="M58 92c-4 60 10 86 10 86h124s14-26 10-86c-6-46-138-46-144 0z" fill="${hair}"/>` : '';
  const top = long
    ? `<path d="M70 100c0-42 30-60 60-60s62 18 62 60c-18-22-46-30-72-26-20 4-34 12-50 26z" fill="${hair}"/>`
    : `<path d="M74 96c-2-36 22-58 56-58s60 20 56 58c-10-16-30-24-56-24s-44 8-56 24z" fill="${hair}"/>`;
  return `${back}<path d="M30 260c6-52 44-78 100-78s94 26 100 78z" fill="${shirt}"/><path d="M112 182h36l-18 26z" fill="${C.white}"/><rect x="114" y="150" width="32" height="38" rx="10" fill="${skin}"/><ellipse cx="130" cy="112" rx="52" ry="58" fill="${skin}"/>${top}<circle cx="111" cy="116" r="5" fill="${C.ink}"/><circle cx="149" cy="116" r="5" fill="${C.ink}"/><path d="M114 140c10 10 22 10 32 0" fill="none" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/><circle cx="98" cy="132" r="7" fill="#f29b8b" opacity=".35"/><circle cx="162" cy="132" r="7" fill="#f29b8b" opacity=".35"/>`;
}
const portrait = (i, title, shirt) =>
  svg(260, 260, `<rect width="260" height="260" fill="${BGS[i % BGS.length]}"/>${person(i, { shirt })}`, title);

// ---- scenes -----------------------------------------------------------------------------------
const W = 1200,
  H = 800;
const hero = {
  home: `${bg(W, H)}${win(140, 120, 300, 260)}${floor(W, H, 600)}${sofa(520, 420)}${lamp(1000, 430)}${plant(300, 560)}${spray(180, 500, 1.2)}${sparkle(900, 200, 1.6)}${sparkle(980, 280, 0.9, C.b500)}${sparkle(460, 120, 1.1)}${bubbles(
    [
      [700, 220, 24],
      [760, 170, 14],
      [640, 170, 12],
    ],
  )}`,
  office: `${bg(W, H, '#eef6ff', C.b100)}${win(110, 100, 260, 240)}${win(820, 100, 260, 240)}${floor(W, H, 620, '#e7ecef')}${desk(150, 480)}${desk(720, 480)}${chair(300, 470)}${chair(870, 470)}${plant(620, 574)}${sparkle(600, 180, 1.5)}${sparkle(660, 250, 0.8, C.b500)}${bucket(1100, 560)}`,
  moving: `${bg(W, H, C.b50, '#fdf3dc')}${floor(W, H, 640, '#e7e2d8')}${van(120, 420, 1.3)}${box(720, 520, 150, 120)}${box(880, 540, 120, 100)}${box(760, 420, 110, 100)}${box(1010, 580, 100, 60)}${sparkle(900, 220, 1.6)}${sparkle(980, 320, 0.9, C.b500)}${sparkle(360, 200, 1.2)}<path d="M520 300c40-40 100-40 140 0" fill="none" stroke="${C.b600}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 24"/>`,
};

const SW = 800,
  SH = 600;
const building = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect width="260" height="380" rx="10" fill="${C.b700}"/>${[0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((c) => `<rect x="${26 + c * 78}" y="${26 + r * 66}" width="52" height="44" rx="4" fill="${(r + c) % 3 === 0 ? C.a400 : C.sky}"/>`).join('')).join('')}<rect x="100" y="320" width="60" height="60" fill="${C.b900}"/></g>`;
const house = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M0 140L170 0l170 140z" fill="${C.b800}"/><rect x="30" y="130" width="280" height="200" fill="${C.white}"/><rect x="140" y="220" width="60" height="110" rx="4" fill="${C.b600}"/><circle cx="188" cy="278" r="5" fill="${C.a400}"/>${win(56, 170, 64, 60)}${win(220, 170, 64, 60)}<rect x="240" y="30" width="34" height="70" fill="${C.b900}"/></g>`;
const vacuum = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="120" height="80" rx="30" fill="${C.b600}"/><circle cx="30" cy="80" r="18" fill="${C.ink}"/><circle cx="96" cy="80" r="18" fill="${C.ink}"/><path d="M110 20c60-10 80-80 100-160" fill="none" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/><rect x="190" y="-190" width="22" height="60" rx="8" fill="${C.a500}"/></g>`;
const rug = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0h440l60 120H-60z" fill="${C.a400}"/><path d="M40 20h360l40 80H0z" fill="none" stroke="${C.white}" stroke-width="8" stroke-dasharray="18 12"/><path d="M-60 120h560" stroke="${C.a500}" stroke-width="10"/></g>`;
const shop = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect width="420" height="300" fill="${C.white}"/><path d="M-20 0h460l-20 70H0z" fill="${C.b600}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${-20 + i * 76.6} 0h38l-4 70h-34z" fill="${C.white}" opacity=".9"/>`).join('')}<rect x="30" y="110" width="220" height="150" rx="6" fill="${C.sky}"/><rect x="290" y="110" width="100" height="190" fill="${C.b700}"/><text x="140" y="196" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${C.b700}" text-anchor="middle">OPEN</text></g>`;
const hardhat = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-120 0c0-90 240-90 240 0z" fill="${C.a400}"/><rect x="-150" y="-6" width="300" height="26" rx="12" fill="${C.a500}"/><rect x="-14" y="-96" width="28" height="90" rx="8" fill="${C.a500}"/></g>`;
const broom = (x, y) =>
  `<g transform="translate(${x} ${y}) rotate(-20)"><rect x="-6" y="-220" width="12" height="220" rx="5" fill="${C.wood2}"/><path d="M-50 0h100l20 70H-70z" fill="${C.a500}"/><path d="M-40 20v44M-20 20v48M0 20v50M20 20v48M40 20v44" stroke="${C.wood2}" stroke-width="4"/></g>`;
const key = (x, y) =>
  `<g transform="translate(${x} ${y})"><circle r="52" fill="none" stroke="${C.a500}" stroke-width="22"/><rect x="44" y="-11" width="170" height="22" rx="6" fill="${C.a500}"/><rect x="170" y="10" width="18" height="34" fill="${C.a500}"/><rect x="200" y="10" width="14" height="24" fill="${C.a500}"/></g>`;
const door = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect width="200" height="360" rx="8" fill="${C.b700}"/><rect x="24" y="24" width="152" height="140" rx="6" fill="${C.b600}"/><rect x="24" y="190" width="152" height="146" rx="6" fill="${C.b600}"/><circle cx="170" cy="180" r="10" fill="${C.a400}"/><rect x="-20" y="360" width="240" height="16" fill="${C.b900}"/></g>`;
const service = {
  'apartment-cleaning': `${bg(SW, SH)}${floor(SW, SH, 500)}${building(120, 120)}${spray(520, 380, 1.3)}${bucket(660, 440)}${sparkle(460, 140, 1.4)}${sparkle(560, 220, 0.8, C.b500)}`,
  'carpet-cleaning': `${bg(SW, SH, '#fff8e6', C.b100)}${floor(SW, SH, 460)}${rug(170, 360)}${vacuum(430, 250)}${sparkle(200, 160, 1.5)}${sparkle(290, 230, 0.8, C.b500)}${bubbles(
    [
      [620, 140, 22],
      [680, 190, 14],
    ],
  )}`,
  'commercial-cleaning': `${bg(SW, SH)}${floor(SW, SH, 500, '#e7ecef')}${shop(190, 200)}${sparkle(120, 120, 1.3)}${sparkle(700, 140, 1.1, C.b500)}${bucket(110, 440)}`,
  'construction-cleaning': `${bg(SW, SH, '#fff7e0', C.b50)}${floor(SW, SH, 480, '#e7e2d8')}${hardhat(300, 360)}${broom(560, 420)}${sparkle(640, 150, 1.4)}<rect x="80" y="440" width="180" height="40" fill="${C.grey2}"/><rect x="110" y="400" width="120" height="40" fill="${C.grey}"/>`,
  'office-cleaning': `${bg(SW, SH, '#eef6ff', C.b100)}${floor(SW, SH, 470, '#e7ecef')}${desk(200, 340)}${chair(330, 340)}${spray(640, 380, 1.1)}${sparkle(130, 140, 1.4)}${sparkle(660, 150, 0.9, C.b500)}`,
  'house-cleaning': `${bg(SW, SH)}${floor(SW, SH, 470)}${house(160, 120)}${plant(600, 420)}${sparkle(620, 150, 1.5)}${sparkle(700, 230, 0.8, C.b500)}${bucket(100, 420)}`,
  'home-removal': `${bg(SW, SH, C.b50, '#fdf3dc')}${floor(SW, SH, 500, '#e7e2d8')}${van(60, 300, 1)}${box(500, 380, 130, 120)}${box(640, 400, 100, 100)}${box(540, 280, 100, 100)}${sparkle(700, 160, 1.3)}`,
  'end-of-tenancy-cleaning': `${bg(SW, SH)}${floor(SW, SH, 480)}${door(140, 120)}${key(460, 300)}${sparkle(620, 140, 1.5)}${sparkle(520, 200, 0.8, C.b500)}${spray(640, 400, 1)}`,
};

const about = `${bg(SW, SH)}${floor(SW, SH, 470)}<g transform="translate(120 150) scale(1.2)">${person(2, { shirt: C.b700 })}</g><g transform="translate(380 150) scale(1.2)">${person(3, { long: false, shirt: C.b600 })}</g>${bucket(130, 510)}${spray(700, 430, 1)}${sparkle(700, 140, 1.4)}${sparkle(90, 130, 1, C.b500)}`;

const logo = svg(
  220,
  48,
  `<g><circle cx="24" cy="24" r="22" fill="${C.b700}"/><path d="M24 9c2 8 5 11 13 13-8 2-11 5-13 13-2-8-5-11-13-13 8-2 11-5 13-13z" fill="${C.a400}"/><text x="54" y="22" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="800" fill="${C.b800}">Brightside</text><text x="54" y="40" font-family="Arial, Helvetica, sans-serif" font-size="12" font-weight="600" letter-spacing="2.4" fill="${C.ink}">CLEANING</text></g>`,
  'Brightside Cleaning',
);

function write(rel, content) {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

write('logo.svg', logo);
for (const [k, body] of Object.entries(hero)) write(`hero/${k}.svg`, svg(W, H, body, `Illustration: ${k}`));
for (const [k, body] of Object.entries(service))
  write(`services/${k}.svg`, svg(SW, SH, body, `Illustration: ${k.replace(/-/g, ' ')}`));
write('about/team.svg', svg(SW, SH, about, 'Illustration: a cleaning team of two'));
for (let i = 0; i < 8; i += 1)
  write(`team/manager-${i + 1}.svg`, portrait(i, 'Portrait of an office manager', i % 2 ? C.b600 : C.b700));
const testimonials = { hannah: [4, '#be185d'], david: [5, '#1d4ed8'], margaret: [3, '#7c3aed'] };
for (const [k, [i, shirt]] of Object.entries(testimonials))
  write(`testimonials/${k}.svg`, portrait(i + 2, `Portrait of ${k}`, shirt));

// Open Graph card: social networks want a raster image of 1200x630.
const og = svg(
  1200,
  630,
  `${bg(1200, 630)}<g transform="translate(560 -40) scale(0.6)">${hero.home}</g><rect x="0" y="0" width="600" height="630" fill="${C.b800}"/><text x="60" y="250" font-family="Arial, sans-serif" font-size="64" font-weight="800" fill="${C.white}">Brightside</text><text x="60" y="320" font-family="Arial, sans-serif" font-size="64" font-weight="800" fill="${C.a400}">Cleaning</text><text x="60" y="400" font-family="Arial, sans-serif" font-size="28" fill="${C.b100}">Domestic and commercial cleaning</text><text x="60" y="440" font-family="Arial, sans-serif" font-size="28" fill="${C.b100}">and removals across the UK</text>`,
  'Brightside Cleaning',
);
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'og-default.png'));
console.log('images written to', OUT);
