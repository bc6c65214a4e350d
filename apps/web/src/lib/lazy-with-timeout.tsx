import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/skeleton';

/** SPEC §9: a route's code that has not arrived after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A route's code could not be downloaded (network error, or a deploy removed the old file). */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a timed-out ChunkLoadError when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading took longer than ${ms} ms`, true)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('Loading failed', false, { cause: error }));
      },
    );
  });
}

type TBoundaryProps = { onRetry: () => void; children: ReactNode };
type TBoundaryState = { error: ChunkLoadError | Error | null };

/** Catches a failed download and offers a retry; any other error goes on to the route's handler. */
class ChunkErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): TBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) console.warn('Route code failed to load', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return <LoadError timedOut={error.timedOut} onRetry={this.props.onRetry} />;
  }
}

type TModule<P> = { default: ComponentType<P> };

/**
 * Route pages (and lazy layouts) on screen whose code has not rendered yet. When there are none,
 * `<html data-page-ready>` is set: the page is rendered and, when it was pre-rendered, hydrated, so its
 * controls respond (browser tests wait for it after loading a pre-rendered page).
 */
const waitingPages = new Set<string>();

function markReadyIfNoPageWaits() {
  if (waitingPages.size === 0) document.documentElement.dataset.pageReady = 'true';
}

function PageRendered({ id }: { id: string }) {
  useEffect(() => {
    waitingPages.delete(id);
    markReadyIfNoPageWaits();
  }, [id]);
  return null;
}

/**
 * For the app's root: marks the page ready after the first render when it has no lazy page at all (a
 * placeholder or a redirect). Effects run children first, so any lazy page has registered by then.
 */
export function useMarkPageReadyWithoutLazyPages() {
  useEffect(markReadyIfNoPageWaits, []);
}

/**
 * React.lazy with a skeleton while loading, a time limit, and a Retry that downloads again (a
 * plain React.lazy remembers its failure forever). Use it for every route page:
 *   const BlogPage = lazyWithTimeout(() => import('@/features/content/pages/blog-page'));
 */
export function lazyWithTimeout<P extends object>(
  factory: () => Promise<TModule<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  /** What shows while the code downloads; a page-shaped skeleton unless the layout needs another. */
  fallback: ReactNode = <PageSkeleton />,
): ComponentType<P> {
  const load = () => lazy(() => withTimeout(factory(), timeoutMs));
  // Shared by every mount, so a page that loaded once renders at once the next time.
  let Loaded = load();

  function LazyPage(props: P) {
    const [attempt, setAttempt] = useState(0);
    const id = useId();
    // A layout effect, so a page nested in a lazy layout is counted before the layout's PageRendered runs.
    useLayoutEffect(() => {
      waitingPages.add(id);
      delete document.documentElement.dataset.pageReady;
      return () => {
        waitingPages.delete(id);
      };
    }, [id]);
    const retry = () => {
      Loaded = load();
      setAttempt((n) => n + 1);
    };
    const Page = Loaded;
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Page {...props} />
          <PageRendered id={id} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
