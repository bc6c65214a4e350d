import type { ReactNode } from 'react';

/**
 * Ten small drawings of what the builder makes, shown locked to visitors whose plan lacks it
 * (SPEC §2: ten locked preview images). Drawn in SVG, so nothing is downloaded.
 */
const ink = '#cbd0db';
const soft = '#e3e6ed';
const brand = '#8a83f8';
const brandSoft = '#e4e4ff';

const line = (x: number, y: number, w: number, fill = soft) => (
  <rect x={x} y={y} width={w} height="5" rx="2.5" fill={fill} />
);
const card = (x: number, y: number, w: number, h: number, fill = '#fff') => (
  <rect x={x} y={y} width={w} height={h} rx="8" fill={fill} stroke={soft} />
);

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" className="h-full w-full" aria-hidden="true" focusable="false">
      <rect width="240" height="150" fill="#f7f8fa" />
      {children}
    </svg>
  );
}

const leanCanvas = (
  <Frame>
    {[
      [10, 10, 42, 86],
      [56, 10, 42, 41],
      [56, 55, 42, 41],
      [102, 10, 36, 86],
      [142, 10, 42, 41],
      [142, 55, 42, 41],
      [188, 10, 42, 86],
      [10, 100, 108, 40],
      [122, 100, 108, 40],
    ].map(([x, y, w, h], i) => (
      <g key={i}>
        {card(x!, y!, w!, h!, i === 3 ? brandSoft : '#fff')}
        {line(x! + 6, y! + 8, w! - 16, i === 3 ? brand : ink)}
        {line(x! + 6, y! + 18, w! - 20)}
      </g>
    ))}
  </Frame>
);

const brandNames = (
  <Frame>
    {[0, 1, 2].map((i) => (
      <g key={i}>
        {card(20, 14 + i * 42, 200, 34)}
        <circle cx="38" cy={31 + i * 42} r="8" fill={i === 0 ? brand : brandSoft} />
        {line(54, 24 + i * 42, 80 - i * 12, ink)}
        {line(54, 34 + i * 42, 120)}
        <rect x="180" y={24 + i * 42} width="28" height="14" rx="7" fill={i === 1 ? soft : '#d1fadf'} />
      </g>
    ))}
  </Frame>
);

const domains = (
  <Frame>
    {card(20, 16, 200, 28)}
    {line(32, 28, 90, ink)}
    <rect x="172" y="22" width="40" height="16" rx="5" fill={brand} />
    {[0, 1, 2].map((i) => (
      <g key={i}>
        {line(28, 62 + i * 26, 70, ink)}
        {line(150, 62 + i * 26, 26)}
        <rect x="184" y={57 + i * 26} width="30" height="15" rx="5" fill={i === 0 ? '#12b76a' : brandSoft} />
      </g>
    ))}
  </Frame>
);

const brandWheel = (
  <Frame>
    {[0, 1, 2, 3, 4, 5].map((i) => {
      const a = (i * Math.PI) / 3;
      const b = ((i + 1) * Math.PI) / 3;
      const p = (r: number, t: number) => `${120 + r * Math.cos(t)} ${75 + r * Math.sin(t)}`;
      return (
        <path
          key={i}
          d={`M ${p(24, a)} L ${p(62, a)} A 62 62 0 0 1 ${p(62, b)} L ${p(24, b)} A 24 24 0 0 0 ${p(24, a)} Z`}
          fill={['#8a83f8', '#aba8fc', '#cdccfe', '#e4e4ff', '#f79009', '#12b76a'][i]}
          opacity="0.75"
          stroke="#fff"
          strokeWidth="2"
        />
      );
    })}
    <circle cx="120" cy="75" r="20" fill="#fff" stroke={soft} />
  </Frame>
);

const pitch = (
  <Frame>
    {card(24, 16, 192, 118)}
    <text x="38" y="52" fontSize="34" fill={brandSoft} fontFamily="Georgia, serif">
      “
    </text>
    {line(60, 36, 130, ink)}
    {line(40, 58, 160)}
    {line(40, 70, 150)}
    {line(40, 82, 140)}
    <rect x="40" y="104" width="60" height="16" rx="8" fill={brand} />
  </Frame>
);

const people = (accent: string) => (
  <Frame>
    {[0, 1].map((i) => (
      <g key={i}>
        {card(16 + i * 108, 20, 100, 110)}
        <circle cx={66 + i * 108} cy="52" r="16" fill={i === 0 ? accent : brandSoft} />
        {line(38 + i * 108, 80, 56, ink)}
        {line(34 + i * 108, 92, 64)}
        {line(42 + i * 108, 104, 48)}
      </g>
    ))}
  </Frame>
);

const validation = (
  <Frame>
    {[0, 1, 2].map((i) => (
      <g key={i}>
        {card(16, 14 + i * 42, 208, 34)}
        <rect x="26" y={24 + i * 42} width="14" height="14" rx="4" fill={['#12b76a', '#f79009', soft][i]} />
        {line(50, 24 + i * 42, 110, ink)}
        {line(50, 34 + i * 42, 80)}
        <rect x="176" y={24 + i * 42} width="38" height="14" rx="7" fill={brandSoft} />
      </g>
    ))}
  </Frame>
);

const events = (
  <Frame>
    {[0, 1].map((i) => (
      <g key={i}>
        {card(16 + i * 108, 20, 100, 110)}
        <rect x={26 + i * 108} y="30" width="30" height="34" rx="6" fill={i === 0 ? brand : brandSoft} />
        {line(30 + i * 108, 38, 22, '#fff')}
        {line(26 + i * 108, 76, 70, ink)}
        {line(26 + i * 108, 88, 60)}
        {line(26 + i * 108, 100, 50)}
      </g>
    ))}
  </Frame>
);

const perks = (
  <Frame>
    {[0, 1].map((i) => (
      <g key={i}>
        {card(16 + i * 108, 20, 100, 110)}
        <rect x={26 + i * 108} y="32" width="80" height="34" rx="6" fill={i === 0 ? '#fef0c7' : brandSoft} />
        <text x={50 + i * 108} y="56" fontSize="16" fontWeight="700" fill={i === 0 ? '#dc6803' : brand}>
          {i === 0 ? '-50%' : '£500'}
        </text>
        {line(26 + i * 108, 80, 64, ink)}
        {line(26 + i * 108, 92, 72)}
      </g>
    ))}
  </Frame>
);

const landing = (
  <Frame>
    <rect x="16" y="12" width="208" height="126" rx="8" fill="#1f1b4c" />
    {line(74, 36, 92, '#aba8fc')}
    {line(54, 48, 132, '#4a3dc9')}
    <rect x="96" y="62" width="48" height="14" rx="7" fill="#fff" />
    {[0, 1, 2].map((i) => (
      <rect key={i} x={30 + i * 62} y="90" width="54" height="36" rx="6" fill="#332e81" />
    ))}
  </Frame>
);

export const PREVIEWS = [
  { title: 'Lean canvas', art: leanCanvas },
  { title: 'Brand names', art: brandNames },
  { title: 'Domains', art: domains },
  { title: 'Brand wheel', art: brandWheel },
  { title: 'Elevator pitch', art: pitch },
  { title: 'Investors', art: people('#12b76a') },
  { title: 'Founders', art: people(brand) },
  { title: 'Validation experiments', art: validation },
  { title: 'Events', art: events },
  { title: 'Perks', art: perks },
] as const;

export const LANDING_PREVIEW = landing;
