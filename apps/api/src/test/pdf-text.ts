// The text of a PDF as a reader extracts it (pdf-parse, built on Mozilla's pdf.js), runs of white space as
// one space: what a user copying from the document, or a search engine, would get.
import { PDFParse } from 'pdf-parse';

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Names in six scripts (Polish, Vietnamese, Russian, Greek, Japanese, Chinese) for documents to print. */
export const NAMES_IN_SIX_SCRIPTS = {
  polish: 'Łukasz Żółć',
  vietnamese: 'Nguyễn Thị Minh Khai',
  russian: 'Дмитрий Шостакович',
  greek: 'Αλέξανδρος Παπαδόπουλος',
  japanese: '山田太郎',
  chinese: '王小明',
} as const;
