import '@/lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startsAsPrerendered } from '@/app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A pre-rendered page (src/entry-server.tsx) shows what an anonymous visitor with an empty cart sees: React
// takes it over as it is. Anyone signed in or with a cart gets a fresh render instead, as on other pages.
if (container.hasAttribute('data-prerendered') && startsAsPrerendered()) {
  hydrateRoot(container, <App />);
} else {
  // React empties the container when it first commits (the placeholder or pre-rendered page stays till then).
  createRoot(container).render(<App />);
}
