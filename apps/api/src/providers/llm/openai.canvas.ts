import { createHash } from 'node:crypto';
import { LEAN_CANVAS_BOXES, type TIdeaBrief, ZInsightContent } from '@launchpad/shared';
import { z } from 'zod';

// The nine lean-canvas boxes are written in ONE structured answer so they agree with each other
// (issue 18): asking for any box writes all nine, kept for a short while and shared by concurrent asks.

export type TLeanCanvasBox = (typeof LEAN_CANVAS_BOXES)[number];

export const ZLeanCanvas = z.object(
  Object.fromEntries(LEAN_CANVAS_BOXES.map((box) => [box, ZInsightContent])) as Record<
    TLeanCanvasBox,
    typeof ZInsightContent
  >,
);
export type TLeanCanvas = z.infer<typeof ZLeanCanvas>;

export const isCanvasBox = (section: string): section is TLeanCanvasBox =>
  (LEAN_CANVAS_BOXES as readonly string[]).includes(section);

/** JSON with object keys sorted, so a brief read back from the database gives the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The canvas is written from the idea's text and its brief: either changing means a new canvas. */
export const canvasKey = (idea: string, brief: TIdeaBrief) =>
  createHash('sha256').update(idea).update('\u0000').update(stableJson(brief)).digest('hex');

export type TCanvasCache = {
  /** The cached canvas for `key`, or the one `write` makes (one call however many ask at once). */
  get(key: string, write: () => Promise<TLeanCanvas>): Promise<TLeanCanvas>;
  readonly size: number;
};

/**
 * A bounded least-recently-used cache of canvases (or canvases being written) with a time to live.
 * A failed write is forgotten at once, so the next ask tries again.
 */
export function createCanvasCache(options: { max: number; ttlMs: number; now?: () => number }): TCanvasCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; canvas: Promise<TLeanCanvas> }>();
  return {
    get(key, write) {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now()) {
        entries.set(key, hit);
        return hit.canvas;
      }
      const entry = { expires: now() + options.ttlMs, canvas: write() };
      entries.set(key, entry);
      // Every caller still receives the rejection through `entry.canvas`; this only stops caching it.
      entry.canvas.then(undefined, () => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.max) break;
        entries.delete(oldest);
      }
      return entry.canvas;
    },
    get size() {
      return entries.size;
    },
  };
}
