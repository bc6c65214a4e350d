import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toast';
import type { TAppStore } from './store';

/**
 * What wraps the router, in the browser (src/app/app.tsx) and on the server (src/entry-server.tsx) alike: the
 * store, and the toasts beside the router. One tree for both, because React's useId numbers elements by their
 * place in it: another tree on the server gives labels, hints and fields other ids than the browser's, and React
 * does not patch ids when it hydrates.
 */
export function AppProviders({ store, children }: { store: TAppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster />
    </Provider>
  );
}
