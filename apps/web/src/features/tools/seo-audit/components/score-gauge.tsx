import { seoScoreBand } from '@launchpad/shared';
import { cn } from '@/lib/cn';

const TONES = {
  good: { stroke: 'stroke-success-500', text: 'text-success-700' },
  fair: { stroke: 'stroke-warning-500', text: 'text-warning-700' },
  poor: { stroke: 'stroke-danger-500', text: 'text-danger-700' },
} as const;

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The audit score 0–100 as a ring, with words for it (read out as one image). */
export function ScoreGauge({ score, className }: { score: number; className?: string }) {
  const band = seoScoreBand(score);
  const tone = TONES[band.tone];
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <div
      role="img"
      aria-label={`SEO score ${score} out of 100: ${band.label}`}
      className={cn('relative size-36 shrink-0', className)}
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-ink-100" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className={cn(tone.stroke, 'transition-[stroke-dasharray] duration-700')}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
        <span className="text-4xl font-semibold tracking-tight text-ink-950 tabular-nums">{score}</span>
        <span className={cn('text-sm font-semibold', tone.text)}>{band.label}</span>
      </div>
    </div>
  );
}
