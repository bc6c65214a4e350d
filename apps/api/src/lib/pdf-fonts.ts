// Unicode fonts for every PDF the api makes (issue 22). The standard PDF fonts (Helvetica, Times) only know
// WinAnsi, so names in Polish, Vietnamese, Greek, Russian, Chinese or Japanese came out garbled. Instead each
// document embeds DejaVu (Latin Extended, Greek, Cyrillic, Vietnamese) and, only when a text has characters
// DejaVu lacks, Noto Sans SC (Chinese and Japanese); pdfkit embeds only the glyphs used (subsets).
// The font files come from node_modules (resolved at run time, so the bundled server finds them too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const requireFile = createRequire(import.meta.url);

/** The faces a document writes with: a sans and a serif family, regular and bold. */
export type TPdfFace = 'sans' | 'sans-bold' | 'serif' | 'serif-bold';
type TFontFile = TPdfFace | 'cjk' | 'cjk-bold';

const FILES: Record<TFontFile, string> = {
  sans: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'sans-bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  serif: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
  'serif-bold': 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'cjk-bold': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

/** The CJK fallback of each face: bold text stays bold. */
const FALLBACK: Record<TPdfFace, TFontFile> = {
  sans: 'cjk',
  'sans-bold': 'cjk-bold',
  serif: 'cjk',
  'serif-bold': 'cjk-bold',
};

type TLoadedFont = { data: Buffer; glyphs: fontkit.Font };
const loaded = new Map<TFontFile, TLoadedFont>();

/** DejaVu's vertical metrics (ascent 1901, descent -483 of 2048 units), the same in every DejaVu face. */
const LATIN_ASCENT = 1901 / 2048;
const LATIN_DESCENT = -483 / 2048;

/**
 * Gives the CJK font DejaVu's ascent and descent (its `hhea` table): pdfkit places each run by its font's
 * ascent, so with Noto's taller one the CJK runs sat lower than the Latin ones on the same line.
 */
function withLatinMetrics(data: Buffer): Buffer {
  const font = Buffer.from(data);
  const unitsPerEm = (fontkit.create(font) as fontkit.Font).unitsPerEm;
  const tables = font.readUInt16BE(4);
  for (let entry = 12; entry < 12 + tables * 16; entry += 16) {
    if (font.toString('latin1', entry, entry + 4) !== 'hhea') continue;
    const hhea = font.readUInt32BE(entry + 8);
    font.writeInt16BE(Math.round(LATIN_ASCENT * unitsPerEm), hhea + 4);
    font.writeInt16BE(Math.round(LATIN_DESCENT * unitsPerEm), hhea + 6);
    font.writeInt16BE(0, hhea + 8);
  }
  return font;
}

/** Reads a font file once per process (the CJK ones only when some text needs them). */
function fontFile(name: TFontFile): TLoadedFont {
  const cached = loaded.get(name);
  if (cached) return cached;
  const file = readFileSync(requireFile.resolve(FILES[name]));
  const data = name.startsWith('cjk') ? withLatinMetrics(file) : file;
  const opened = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${FILES[name]} is a font collection, not a font`);
  const font = { data, glyphs: opened };
  loaded.set(name, font);
  return font;
}

/** Makes sure the document knows the font under its own name; returns that name for `doc.font`. */
function use(doc: PDFKit.PDFDocument, name: TFontFile): string {
  const registered = (doc as PDFKit.PDFDocument & { _registeredFonts?: Record<string, unknown> })._registeredFonts;
  if (!registered?.[name]) doc.registerFont(name, fontFile(name).data);
  return name;
}

/** Selects a face for what follows (text, `heightOfString`, `widthOfString`). */
export function pdfFont(doc: PDFKit.PDFDocument, face: TPdfFace): PDFKit.PDFDocument {
  return doc.font(use(doc, face));
}

export type TTextRun = { text: string; font: TFontFile };

/**
 * Cuts `text` into runs that one font can draw: the face itself wherever it has the glyph, its CJK fallback
 * for the rest ("Łukasz 山田 <l@example.pl>" is three runs). NFC first, so "ễ" is one precomposed glyph.
 */
export function textRuns(text: string, face: TPdfFace): TTextRun[] {
  const normalized = text.normalize('NFC');
  const primary = fontFile(face).glyphs;
  const runs: TTextRun[] = [];
  for (const char of normalized) {
    const codePoint = char.codePointAt(0) ?? 0;
    let font: TFontFile = face;
    if (!primary.hasGlyphForCodePoint(codePoint) && !/\s/.test(char)) {
      const fallback = FALLBACK[face];
      if (fontFile(fallback).glyphs.hasGlyphForCodePoint(codePoint)) font = fallback;
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** `doc.text(text, x, y, options)` without pdfkit mistaking an absent x for the options (its default `x = {}`). */
function draw(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: TTextOptions,
) {
  return x === undefined && y === undefined ? doc.text(text, options) : doc.text(text, x ?? doc.x, y, options);
}

type TTextOptions = PDFKit.Mixins.TextOptions;

/**
 * `doc.text` for any script: like `doc.font(face).text(text, x, y, options)`, the runs of other scripts
 * drawn in their fallback font on the same line. Leaves `face` selected.
 */
export function pdfText(
  doc: PDFKit.PDFDocument,
  face: TPdfFace,
  text: string,
  x?: number,
  y?: number,
  options: TTextOptions = {},
): PDFKit.PDFDocument {
  const runs = textRuns(text, face);
  const [first] = runs;
  if (!first || runs.length === 1) {
    draw(doc.font(use(doc, first?.font ?? face)), first?.text ?? '', x, y, options);
    return pdfFont(doc, face);
  }
  // pdfkit aligns each continued run on its own: a right-aligned or centred line that fits is placed here.
  const { align } = options;
  const startX = x ?? doc.x;
  const width = options.width ?? doc.page.width - startX - doc.page.margins.right;
  if (align === 'right' || align === 'center') {
    const widths = runs.map((run) => doc.font(use(doc, run.font)).widthOfString(run.text, options));
    const total = widths.reduce((sum, w) => sum + w, 0);
    if (total <= width) {
      const left = startX + (align === 'right' ? width - total : (width - total) / 2);
      const top = y ?? doc.y;
      let offset = 0;
      runs.forEach((run, index) => {
        const single = { ...options, align: 'left' as const, width: undefined, lineBreak: false };
        doc.font(use(doc, run.font)).text(run.text, left + offset, top, single);
        offset += widths[index] ?? 0;
      });
      doc.x = startX;
      doc.y = top + doc.currentLineHeight(true) + (options.lineGap ?? 0);
      return pdfFont(doc, face);
    }
  }
  // pdfkit trims each justified run, eating the space where scripts meet: such a paragraph is set ragged.
  const flowing = align === 'justify' ? { ...options, align: 'left' as const } : options;
  runs.forEach((run, index) => {
    doc.font(use(doc, run.font));
    const continued = index < runs.length - 1 || Boolean(options.continued);
    if (index === 0) draw(doc, run.text, x, y, { ...flowing, continued });
    else doc.text(run.text, { ...flowing, continued });
  });
  return pdfFont(doc, face);
}
