import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toast';
import { verifyStoredSession } from '@/features/auth/auth-storage';
import { AppRouter, createAppRouter } from './router';
import { makeStore } from './store';

const store = makeStore();
void verifyStoredSession(store);
const router = createAppRouter();

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppRouter router={router} />
        <Toaster />
      </Provider>
    </StrictMode>
  );
}
