import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

/**
 * Noto Sans (Latin with its extensions, Greek, Cyrillic, Vietnamese), shipped by an npm package so
 * every machine draws the same letters. PDF's built-in Helvetica only has Windows-1252, which would
 * print "Petrović" as "Petrovic".
 */
const FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
] as const;

/** The names the two fonts are registered under in every document: `doc.font(BOLD)`. */
export const FONT = 'NotoSans';
export const BOLD = 'NotoSans-Bold';

export interface PdfFonts {
  regular: Font;
  bold: Font;
}

const packageFiles = createRequire(import.meta.url);
let loading: Promise<PdfFonts> | undefined;

/**
 * Reads and parses the fonts on the first PDF, then hands every document the same parsed fonts:
 * fontkit's glyph caches survive between documents (a profile renders several times faster than
 * with the file parsed per document), and pdfkit still embeds only the glyphs each one uses.
 */
export function loadFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    const fontkit = await import('fontkit');
    const [regular, bold] = await Promise.all(
      FONT_FILES.map(async (file) => {
        const font = fontkit.create(await readFile(packageFiles.resolve(file)));
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
        return keepCodePoints(font);
      }),
    );
    return { regular: regular!, bold: bold! };
  })().catch((error: unknown) => {
    loading = undefined; // a later PDF tries again rather than failing for the life of the process
    throw error;
  });
  return loading;
}

/**
 * fontkit caches each glyph with the characters it was first asked for, and pdfkit maps glyphs back
 * to text with them (copying, searching). A glyph first met as a part of another one while a
 * document embeds its fonts (Latin "A" inside Greek "Α") is cached with none, so with fonts shared
 * between documents the next one would lose that letter from its text. Fill them in when the glyph
 * is next laid out for text.
 */
function keepCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints?.length) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

/**
 * Text as the fonts can draw it. Characters neither font has (an emoji, Chinese) become "?" rather
 * than an empty box, other white space (a tab) becomes a space, and invisible marks the fonts lack
 * (soft hyphens, variation selectors) are dropped. Composed first, so "e" + "◌́" prints as "é".
 */
export function printableWith({ regular, bold }: PdfFonts): (text: string) => string {
  const hasGlyph = (code: number) => regular.hasGlyphForCodePoint(code) && bold.hasGlyphForCodePoint(code);
  return (text) => {
    let out = '';
    for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
      const code = char.codePointAt(0)!;
      if (char === '\n' || (code >= 0x20 && code !== 0xad && hasGlyph(code))) out += char;
      else if (/\s/.test(char)) out += ' ';
      else if (!/[\p{M}\p{Cf}\p{Cc}]/u.test(char)) out += '?';
    }
    return out;
  };
}

/** How far below a line's top (pdfkit's y) the middle of its capitals sits, at `size` points. */
export function capitalsMiddle(font: Font, size: number): number {
  return ((font.ascent - font.capHeight / 2) / font.unitsPerEm) * size;
}
