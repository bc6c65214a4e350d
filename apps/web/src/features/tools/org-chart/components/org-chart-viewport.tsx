import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { canAddMember, type TOrgNode } from '@launchpad/shared';
import { Maximize, Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NODE_WIDTH, edgePath, layoutOrgChart } from '../layout';
import { OrgNodeCard } from './org-node-card';

const MIN_SCALE = 0.2;
/** Fitting never shrinks below this, so names stay readable; a wider chart opens on its top. */
const MIN_FIT_SCALE = 0.4;
const MAX_SCALE = 2;
const PAN_STEP = 60;
/** Space above the chart for the zoom buttons. */
const TOOLBAR_ROOM = 56;

type TView = { scale: number; x: number; y: number };

type TProps = {
  root: TOrgNode;
  /** Fits the chart to the screen again whenever it changes (a chart loaded from the account). */
  fitKey: string;
  onUpdate: (id: string, fields: { name?: string; role?: string }) => void;
  onAddSubordinate: (id: string) => void;
  onAddSibling: (id: string) => void;
  onRemove: (id: string) => void;
};

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The chart on a pannable, zoomable surface: drag the background or use the arrow keys to pan,
 * the wheel, the buttons or +/− to zoom, 0 to fit. Cards stay ordinary form controls, so Tab
 * reaches every name, role and action.
 */
export function OrgChartViewport({ root, fitKey, ...actions }: TProps) {
  const layout = useMemo(() => layoutOrgChart(root), [root]);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: TView } | null>(null);
  const [view, setView] = useState<TView>({ scale: 1, x: 0, y: 0 });
  const canAdd = canAddMember(root);

  const rootX = layout.nodes[0]?.x ?? 0;
  const fit = useCallback(() => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const whole = Math.min(1, box.width / layout.width, box.height / layout.height);
    const scale = clampScale(Math.max(MIN_FIT_SCALE, whole));
    if (scale > whole) {
      // Too big to show whole and readable: the top of the chart, centred on its root.
      setView({ scale, x: box.width / 2 - (rootX + NODE_WIDTH / 2) * scale, y: TOOLBAR_ROOM });
    } else {
      setView({
        scale,
        x: (box.width - layout.width * scale) / 2,
        y: Math.max(TOOLBAR_ROOM, (box.height - layout.height * scale) / 2),
      });
    }
  }, [layout.width, layout.height, rootX]);

  // Fit when the chart first shows and when another chart is loaded; edits keep the user's view.
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (fittedFor.current === fitKey) return;
    fittedFor.current = fitKey;
    fit();
  }, [fit, fitKey]);

  /** Zoom keeping the point (px, py) of the frame where it is. */
  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    setView((current) => {
      const box = frame.current?.getBoundingClientRect();
      const cx = px ?? (box ? box.width / 2 : 0);
      const cy = py ?? (box ? box.height / 2 : 0);
      const scale = clampScale(current.scale * factor);
      const ratio = scale / current.scale;
      return { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });
  }, []);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomAt(event.deltaY < 0 ? 1.1 : 1 / 1.1, event.clientX - box.left, event.clientY - box.top);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('[data-org-node]') || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setView({ ...start.view, x: start.view.x + event.clientX - start.x, y: start.view.y + event.clientY - start.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // typing in a card
    const pan = (dx: number, dy: number) =>
      setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
      '+': () => zoomAt(1.2),
      '=': () => zoomAt(1.2),
      '-': () => zoomAt(1 / 1.2),
      '0': fit,
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };

  return (
    <div className="relative overflow-hidden rounded-2xl border border-ink-100 bg-[radial-gradient(circle,var(--color-ink-200)_1px,transparent_1px)] [background-size:20px_20px]">
      <div className="absolute top-3 right-3 z-10 flex items-center gap-1 rounded-xl border border-ink-100 bg-white/95 p-1 shadow-sm">
        <Button variant="ghost" size="sm" aria-label="Zoom out" onClick={() => zoomAt(1 / 1.2)}>
          <Minus aria-hidden="true" />
        </Button>
        <button
          type="button"
          aria-label="Actual size"
          title="Actual size"
          onClick={() => setView((v) => ({ ...v, scale: 1 }))}
          className="h-8 w-12 rounded-md text-center text-xs font-medium text-ink-600 tabular-nums hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {Math.round(view.scale * 100)}%
        </button>
        <Button variant="ghost" size="sm" aria-label="Zoom in" onClick={() => zoomAt(1.2)}>
          <Plus aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" aria-label="Fit the chart to the screen" onClick={fit}>
          <Maximize aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={frame}
        role="region"
        aria-roledescription="chart surface"
        aria-label="Organisation chart. Arrow keys pan, plus and minus zoom, 0 fits the chart."
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="h-[min(70vh,640px)] min-h-[420px] cursor-grab touch-none outline-none select-none focus-visible:ring-4 focus-visible:ring-brand-200 active:cursor-grabbing"
      >
        <div
          className="relative origin-top-left"
          style={{
            width: layout.width,
            height: layout.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <svg
            className="pointer-events-none absolute inset-0"
            width={layout.width}
            height={layout.height}
            aria-hidden="true"
          >
            {layout.edges.map((edge) => (
              <path key={edge.id} d={edgePath(edge.points)} fill="none" stroke="#94a3b8" strokeWidth={1.5} />
            ))}
          </svg>
          <ul aria-label="People">
            {layout.nodes.map((placed) => (
              <OrgNodeCard
                key={placed.node.id}
                node={placed.node}
                isRoot={placed.depth === 0}
                x={placed.x}
                y={placed.y}
                canAdd={canAdd}
                {...actions}
              />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
