// Unicode fonts for the PDFs the browser makes (issue 22). jsPDF's built-in Helvetica only knows WinAnsi, so
// names in Polish, Vietnamese, Greek, Russian, Chinese or Japanese came out garbled. This module is loaded
// only when a PDF is made: it fetches DejaVu Sans (Latin Extended, Greek, Cyrillic, Vietnamese) and, only
// when some text has characters DejaVu lacks, Noto Sans SC (Chinese and Japanese). jsPDF embeds only the
// glyphs used.
import notoSansScUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import dejaVuSansBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { jsPDF } from 'jspdf';

export type TPdfFontFile = 'sans' | 'sans-bold' | 'cjk';
/** Where the font files come from: the app's own assets in the browser, the files themselves in tests. */
export type TPdfFontSource = (file: TPdfFontFile) => Promise<ArrayBuffer>;

const URLS: Record<TPdfFontFile, string> = {
  sans: dejaVuSansUrl,
  'sans-bold': dejaVuSansBoldUrl,
  cjk: notoSansScUrl,
};

export const fetchPdfFont: TPdfFontSource = async (file) => {
  const response = await fetch(URLS[file]);
  if (!response.ok) throw new Error(`The font for the PDF could not be loaded (${response.status}).`);
  return response.arrayBuffer();
};

/** jsPDF keeps font files as binary strings. */
function binaryString(data: ArrayBuffer): string {
  const bytes = new Uint8Array(data);
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return text;
}

/** jsPDF's name and style for each file (bold CJK is drawn with the regular CJK face). */
const FACES: Record<TPdfFontFile, { name: string; style: 'normal' | 'bold' }> = {
  sans: { name: 'DejaVuSans', style: 'normal' },
  'sans-bold': { name: 'DejaVuSans', style: 'bold' },
  cjk: { name: 'NotoSansSC', style: 'normal' },
};

async function addFont(pdf: jsPDF, file: TPdfFontFile, source: TPdfFontSource) {
  const { name, style } = FACES[file];
  const vfsName = `${name}-${style}.ttf`;
  pdf.addFileToVFS(vfsName, binaryString(await source(file)));
  pdf.addFont(vfsName, name, style, undefined, 'Identity-H');
}

export type TPdfWeight = 'normal' | 'bold';
export type TPdfRun = { text: string; file: TPdfFontFile };
export type TPdfTextOptions = { weight: TPdfWeight; size: number; align?: 'left' | 'center' };

/** Writes text in any script on a jsPDF page: each run in a font that has its glyphs. */
export type TPdfWriter = {
  runs(text: string, weight: TPdfWeight): TPdfRun[];
  width(text: string, options: TPdfTextOptions): number;
  /** `text` cut with an ellipsis to fit `maxWidth`. */
  fit(text: string, maxWidth: number, options: TPdfTextOptions): string;
  /** `text` as lines of at most `maxWidth`, broken between words (or between characters of a long word). */
  wrap(text: string, maxWidth: number, options: TPdfTextOptions): string[];
  /** Draws `text` with its baseline at `y`, starting at `x` (or centred on it). */
  text(text: string, x: number, y: number, options: TPdfTextOptions): void;
};

/**
 * Embeds DejaVu Sans (regular and bold) in `pdf`, and Noto Sans SC when any of `texts` needs it, and
 * returns a writer for them.
 */
export async function unicodeFonts(
  pdf: jsPDF,
  texts: readonly string[],
  source: TPdfFontSource = fetchPdfFont,
): Promise<TPdfWriter> {
  await Promise.all([addFont(pdf, 'sans', source), addFont(pdf, 'sans-bold', source)]);
  const has = (file: TPdfFontFile, char: string): boolean => {
    const { name, style } = FACES[file];
    pdf.setFont(name, style);
    return pdf.getFont().metadata.characterToGlyph(char.charCodeAt(0)) !== 0;
  };
  const latin = (weight: TPdfWeight): TPdfFontFile => (weight === 'bold' ? 'sans-bold' : 'sans');
  const needsCjk = texts.some((text) =>
    [...text.normalize('NFC')].some((char) => !/\s/.test(char) && !has('sans', char)),
  );
  if (needsCjk) await addFont(pdf, 'cjk', source);

  const runs = (text: string, weight: TPdfWeight): TPdfRun[] => {
    const result: TPdfRun[] = [];
    for (const char of text.normalize('NFC')) {
      let file = latin(weight);
      if (needsCjk && !/\s/.test(char) && !has(file, char) && has('cjk', char)) file = 'cjk';
      const last = result.at(-1);
      if (last && last.file === file) last.text += char;
      else result.push({ text: char, file });
    }
    return result;
  };
  const select = (file: TPdfFontFile, size: number) => {
    const { name, style } = FACES[file];
    pdf.setFont(name, style);
    pdf.setFontSize(size);
  };
  const width = (text: string, options: TPdfTextOptions) =>
    runs(text, options.weight).reduce((sum, run) => {
      select(run.file, options.size);
      return sum + pdf.getTextWidth(run.text);
    }, 0);
  return {
    runs,
    width,
    fit(text, maxWidth, options) {
      if (width(text, options) <= maxWidth) return text;
      const chars = [...text];
      while (chars.length > 1 && width(`${chars.join('')}…`, options) > maxWidth) chars.pop();
      return `${chars.join('')}…`;
    },
    wrap(text, maxWidth, options) {
      const lines: string[] = [];
      let line = '';
      for (const word of text.split(/(\s+)/)) {
        if (width(line + word, options) <= maxWidth) {
          line += word;
          continue;
        }
        if (line.trim()) lines.push(line.trim());
        line = '';
        // A word wider than the line (or CJK text, which has no spaces) is broken between characters.
        for (const char of word.trimStart()) {
          if (line && width(line + char, options) > maxWidth) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      if (line.trim()) lines.push(line.trim());
      return lines;
    },
    text(text, x, y, options) {
      let cursor = options.align === 'center' ? x - width(text, options) / 2 : x;
      for (const run of runs(text, options.weight)) {
        select(run.file, options.size);
        pdf.text(run.text, cursor, y);
        cursor += pdf.getTextWidth(run.text);
      }
    },
  };
}
