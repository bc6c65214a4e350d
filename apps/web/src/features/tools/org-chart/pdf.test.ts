// Issue 22: the organisation chart's PDF prints names in any script. The document jsPDF makes is read back
// with an independent reader (pdf-parse, on Mozilla's pdf.js) and every name must come out intact.
import type { TOrgNode } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { diskFonts, pdfText as text } from '@/test/pdf-fonts-from-disk';
import { renderOrgChartPdf } from './pdf';

const person = (id: string, name: string, role: string, subordinates: TOrgNode[] = []): TOrgNode => ({
  id,
  name,
  role,
  subordinates,
});

describe('organisation chart PDF', () => {
  it('prints names in Polish, Vietnamese, Russian, Greek, Japanese and Chinese intact, with embedded fonts', async () => {
    const chart = person('a', 'Łukasz Żółć', 'Prezes zarządu', [
      person('b', 'Nguyễn Thị Minh Khai', 'Giám đốc'),
      person('c', 'Дмитрий Шостакович', 'Композитор', [person('f', '山田太郎', '取締役')]),
      person('d', 'Αλέξανδρος Παπαδόπουλος', 'Μηχανικός'),
      person('e', '王小明', '工程师'),
    ]);
    const fonts = diskFonts();
    const pdf = await renderOrgChartPdf(chart, 'Żółć & 山田 Ltd', fonts.source);
    const output = pdf.output('arraybuffer');
    const raw = new TextDecoder('latin1').decode(output);
    // Embedded TrueType fonts (FontFile2) in Unicode (Identity-H), subsetted by jsPDF.
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/Encoding /Identity-H');
    const read = await text(output);
    for (const name of [
      'Żółć & 山田 Ltd',
      'Łukasz Żółć',
      'Prezes zarządu',
      'Nguyễn Thị Minh Khai',
      'Giám đốc',
      'Дмитрий Шостакович',
      'Композитор',
      'Αλέξανδρος Παπαδόπουλος',
      'Μηχανικός',
      '山田太郎',
      '取締役',
      '王小明',
      '工程师',
    ]) {
      expect(read).toContain(name);
    }
    expect(fonts.requested).toContain('cjk');
    // Noto Sans SC is 10.6 MB: only the glyphs used are embedded.
    expect(output.byteLength).toBeLessThan(1_000_000);
  });

  it('loads the CJK font only when a name needs it, and keeps the chart subsetted and small', async () => {
    const fonts = diskFonts();
    const chart = person('a', 'Ada Lovelace', 'Chief executive', [person('b', '', '')]);
    const pdf = await renderOrgChartPdf(chart, 'Acme Ltd', fonts.source);
    expect(fonts.requested.sort()).toEqual(['sans', 'sans-bold']);
    const output = pdf.output('arraybuffer');
    expect(await text(output)).toContain('Acme Ltd Ada Lovelace Chief executive Unnamed No role');
    // The two DejaVu files are 1.4 MB; only the glyphs used are embedded.
    expect(output.byteLength).toBeLessThan(200_000);
  });
});
