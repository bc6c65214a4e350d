import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { routes } from './routes';

/** Created once the app starts (not at import), so tests can build their own memory routers. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Lets the baseQuery send a 401 to /login without a full page reload.
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}

type TRouter = ReturnType<typeof createAppRouter>;

/**
 * The router provider, with react-dom's flushSync so `navigate(to, { flushSync: true })` works (this
 * is what 'react-router/dom' adds; importing it directly would load a second copy in tests).
 */
export function AppRouter({ router }: { router: TRouter }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
