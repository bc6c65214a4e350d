// Issue 22: the brand wheel's PDF prints the brand's words in any script. The document jsPDF makes is read
// back with an independent reader (pdf-parse, on Mozilla's pdf.js) and every name must come out intact.
import type { TBrandWheelContent } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { diskFonts, pdfText } from '@/test/pdf-fonts-from-disk';
import { renderBrandWheelPdf } from '../brand-wheel-pdf';

const wheel = (essence: string, names: string[]): TBrandWheelContent['brand_wheel'] => ({
  brand_attributes: {
    essence,
    personality: [names[0] ?? 'Warm', 'Bold'],
    values: [names[1] ?? 'Health'],
    benefits: [names[2] ?? 'Energy'],
    tone_of_voice: [names[3] ?? 'Friendly'],
  },
  visual_identity: {
    colours: [
      { name: names[4] ?? 'Tomato', hex: '#E4572E' },
      { name: names[5] ?? 'Basil', hex: '#4C9A2A' },
      { name: 'Ink', hex: '#1B1B1E' },
      { name: 'Cream', hex: '#FFF8E7' },
    ],
    typography: ['Rounded sans'],
    imagery: ['Real people'],
    logo_direction: 'A leaf in a box',
  },
});

describe('brand wheel PDF', () => {
  it('prints names in Polish, Vietnamese, Russian, Greek, Japanese and Chinese intact', async () => {
    const names = [
      'Łukasz Żółć',
      'Nguyễn Thị Minh Khai',
      'Дмитрий Шостакович',
      'Αλέξανδρος Παπαδόπουλος',
      '山田太郎',
      '王小明',
    ];
    const fonts = diskFonts();
    const pdf = await renderBrandWheelPdf(wheel('Snacks for 山田太郎 and Łukasz', names), 'Żółć snacks', fonts.source);
    const output = pdf.output('arraybuffer');
    expect(new TextDecoder('latin1').decode(output)).toContain('/FontFile2');
    const text = await pdfText(output);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Żółć snacks');
    expect(text).toContain('PERSONALITY');
    expect(fonts.requested).toContain('cjk');
  });

  it('fetches only DejaVu for a brand written in Latin letters', async () => {
    const fonts = diskFonts();
    const pdf = await renderBrandWheelPdf(wheel('Snacks that keep you going', []), 'Snack Co', fonts.source);
    expect(fonts.requested.sort()).toEqual(['sans', 'sans-bold']);
    const text = await pdfText(pdf.output('arraybuffer'));
    for (const expected of [
      'Snack Co',
      'Snacks that keep you going',
      'Warm · Bold',
      'Tomato #E4572E',
      'A leaf in a box',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
