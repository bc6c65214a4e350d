// Test support: the font files the app serves, read from node_modules instead of fetched, and the text of a
// PDF as an independent reader (pdf-parse, on Mozilla's pdf.js) extracts it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFParse } from 'pdf-parse';
import type { TPdfFontFile, TPdfFontSource } from '@/lib/pdf-fonts';

const resolve = createRequire(import.meta.url).resolve;
const FILES: Record<TPdfFontFile, string> = {
  sans: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'sans-bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
};

/** A font source reading the files from disk, noting which were asked for. */
export function diskFonts() {
  const requested: TPdfFontFile[] = [];
  const source: TPdfFontSource = async (file) => {
    requested.push(file);
    const data = await readFile(resolve(FILES[file]));
    return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  };
  return { source, requested };
}

/** The PDF's text, runs of white space as one space. */
export async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
