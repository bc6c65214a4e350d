import { useId } from 'react';
import type { TBrandWheelContent } from '@launchpad/shared';
import { cn } from '@/lib/cn';
import { firstTexts } from '../builder-rules';

type TWheel = TBrandWheelContent['brand_wheel'];

export const WHEEL_BLOCKS = [
  { key: 'personality', label: 'Personality' },
  { key: 'values', label: 'Values' },
  { key: 'benefits', label: 'Benefits' },
  { key: 'tone_of_voice', label: 'Tone of voice' },
] as const;

const FALLBACK_COLOURS = ['#5a4de4', '#8a83f8', '#12b76a', '#f79009'];

/** Readable text on a swatch: dark ink on light colours, white on dark ones. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#141926' : '#ffffff';
}

const polar = (cx: number, cy: number, r: number, deg: number) => {
  const t = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as const;
};

function segment(cx: number, cy: number, inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, outer, from);
  const [x2, y2] = polar(cx, cy, outer, to);
  const [x3, y3] = polar(cx, cy, inner, to);
  const [x4, y4] = polar(cx, cy, inner, from);
  return `M ${x1} ${y1} A ${outer} ${outer} 0 0 1 ${x2} ${y2} L ${x3} ${y3} A ${inner} ${inner} 0 0 0 ${x4} ${y4} Z`;
}

/**
 * The brand wheel as a picture (issue 7 detail page): the essence at the centre, the four attribute
 * blocks around it in the brand's own colours, each with its first entry.
 */
export function BrandWheelGraphic({ wheel, className }: { wheel: TWheel; className?: string }) {
  const id = useId().replace(/:/g, '');
  const colours = wheel.visual_identity.colours.map((colour) => colour.hex);
  const size = 400;
  const c = size / 2;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`Brand wheel. Essence: ${wheel.brand_attributes.essence}`}
      className={cn('h-auto w-full max-w-md', className)}
    >
      {WHEEL_BLOCKS.map((block, i) => {
        const fill = colours[i] ?? FALLBACK_COLOURS[i] ?? '#8a83f8';
        const from = i * 90 + 2;
        const to = (i + 1) * 90 - 2;
        // Labels read left to right: the bottom half's arc runs the other way round.
        const bottom = i === 1 || i === 2;
        const [lx1, ly1] = polar(c, c, 170, bottom ? to : from);
        const [lx2, ly2] = polar(c, c, 170, bottom ? from : to);
        const first = firstTexts(wheel.brand_attributes[block.key])[0];
        const [tx, ty] = polar(c, c, 118, i * 90 + 45);
        return (
          <g key={block.key}>
            <path d={segment(c, c, 72, 192, from, to)} fill={fill} opacity="0.92" />
            <path
              id={`${id}-arc-${i}`}
              d={`M ${lx1} ${ly1} A 170 170 0 0 ${bottom ? 0 : 1} ${lx2} ${ly2}`}
              fill="none"
            />
            <text fontSize="13" fontWeight="700" letterSpacing="1.5" fill={textOn(fill)}>
              <textPath href={`#${id}-arc-${i}`} startOffset="50%" textAnchor="middle" dominantBaseline="middle">
                {block.label.toUpperCase()}
              </textPath>
            </text>
            {first && (
              <foreignObject x={tx - 62} y={ty - 30} width="124" height="60">
                <p
                  style={{ color: textOn(fill) }}
                  className="flex h-full items-center justify-center text-center text-[11px] leading-tight font-medium"
                >
                  {first}
                </p>
              </foreignObject>
            )}
          </g>
        );
      })}
      <circle cx={c} cy={c} r="68" fill="#ffffff" stroke="#e3e6ed" strokeWidth="2" />
      <foreignObject x={c - 58} y={c - 50} width="116" height="100">
        <div className="flex h-full flex-col items-center justify-center text-center">
          <span className="text-[9px] font-semibold tracking-widest text-ink-500 uppercase">Essence</span>
          <span className="mt-1 line-clamp-4 text-[12px] leading-tight font-semibold text-ink-900">
            {wheel.brand_attributes.essence}
          </span>
        </div>
      </foreignObject>
    </svg>
  );
}

/** The wheel's blocks as text (SPEC §9: at most 3 entries each). */
export function BrandWheelBlocks({ wheel }: { wheel: TWheel }) {
  const identity = wheel.visual_identity;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {WHEEL_BLOCKS.map((block) => (
        <div key={block.key} className="rounded-xl border border-ink-100 bg-ink-25 p-4">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{block.label}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {firstTexts(wheel.brand_attributes[block.key]).map((entry) => (
              <li key={entry} className="rounded-full bg-white px-2.5 py-1 text-sm text-ink-800 ring-1 ring-ink-100">
                {entry}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="rounded-xl border border-ink-100 bg-ink-25 p-4">
        <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Colours</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {firstTexts(identity.colours).map((colour) => (
            <li key={colour.hex} className="flex items-center gap-2 text-sm text-ink-800">
              <span
                className="size-6 rounded-md ring-1 ring-ink-200"
                style={{ backgroundColor: colour.hex }}
                aria-hidden="true"
              />
              {colour.name} <span className="font-mono text-xs text-ink-500">{colour.hex}</span>
            </li>
          ))}
        </ul>
      </div>
      {(
        [
          ['Typography', identity.typography],
          ['Imagery', identity.imagery],
        ] as const
      ).map(([label, entries]) => (
        <div key={label} className="rounded-xl border border-ink-100 bg-ink-25 p-4">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {firstTexts(entries).map((entry) => (
              <li key={entry} className="rounded-full bg-white px-2.5 py-1 text-sm text-ink-800 ring-1 ring-ink-100">
                {entry}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
