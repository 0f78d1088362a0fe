import 'server-only';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * DejaVu Sans (TrueType, from the `dejavu-fonts-ttf` package) covers Latin with Vietnamese diacritics, Greek, Cyrillic
 * and Arabic in one family, so a client's name or address in those scripts never prints as boxes. The fonts in the
 * site's packages are woff2 or variable, which fontkit cannot embed. Read from node_modules at run time; next.config
 * traces the two files into the server output.
 */
export const PDF_FONT = 'DejaVu Sans';
const dir = () => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

let registered = false;
export function registerPdfFonts() {
  if (registered) return;
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: path.join(dir(), 'DejaVuSans.ttf'), fontWeight: 400 },
      { src: path.join(dir(), 'DejaVuSans-Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Hyphenation rules are English-only; breaking a Vietnamese or Arabic word with them would mangle it.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
