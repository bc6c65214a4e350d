// Build-time pre-rendering (issue 11 "Page speed"): the busiest public pages rendered to HTML by React on
// the server, so their first screen paints from the HTML instead of waiting for the app's code. Built by
// `vite build --ssr` into dist-ssr/ and run by scripts/prerender.mjs, which writes dist/prerendered.json;
// the api puts each page's HTML into #root and the browser hydrates it (src/main.tsx).
// What is rendered is what an anonymous visitor with an empty cart sees before any data arrives: the page's
// own text and layout, with skeletons where the catalogue or content will appear.
import { finished } from 'node:stream/promises';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { signedOutSession } from '@/features/auth/auth-slice';

/** The pages pre-rendered: none of them depends on who is signed in for its first screen. */
export const PRERENDERED_PATHS = [
  '/',
  paths.services,
  paths.startupPackage,
  paths.buildStartup,
  paths.blog,
  paths.guide,
  paths.tipsAndTricks,
];

/** The page's body HTML (the contents of #root). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be pre-rendered`);
  const page = () => (
    <Provider store={makeStore(signedOutSession)}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Provider>
  );
  // The first pass waits for every lazy page and layout the path needs; once their code has loaded, the second
  // renders the whole page in one piece (no fallbacks, and no inline scripts, which the CSP would refuse).
  const { prelude } = await prerenderToNodeStream(page());
  prelude.resume();
  await finished(prelude);
  return renderToString(page());
}
