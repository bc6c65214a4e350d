import '@/lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, serverDataUsed, startsAsServerRendered } from '@/app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A server-rendered page (src/entry-server.tsx) shows what an anonymous visitor with an empty cart sees: React
// takes it over as it is. Anyone signed in or with a cart gets a fresh render instead, as on other pages.
if (container.hasAttribute('data-server-rendered') && startsAsServerRendered()) {
  hydrateRoot(container, <App />);
} else {
  // React empties the container when it first commits (the placeholder or server-rendered page stays till then).
  createRoot(container).render(<App />);
}

// Once the page's code has rendered (lazy-with-timeout sets data-page-ready), its queries have found the
// server's data; later mounts fetch again as usual.
const root = document.documentElement;
if (root.dataset.pageReady) serverDataUsed();
else {
  const observer = new MutationObserver(() => {
    if (!root.dataset.pageReady) return;
    observer.disconnect();
    serverDataUsed();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
}
