// Test helpers (not tests): a local website with a good page, a bad page and awkward answers.
import { type Server, createServer } from 'node:http';
import { listenOnLoopback } from '../../test/loopback';

const GOOD = (base: string) => `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Acme Bakery – Fresh bread delivered in London</title>
  <meta name="description" content="Acme Bakery bakes sourdough, rye and pastries every morning and delivers across London before 8am.">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="canonical" href="${base}/good">
  <link rel="stylesheet" href="/style.css">
  <meta property="og:title" content="Acme Bakery">
  <meta property="og:description" content="Fresh bread delivered in London">
  <meta property="og:image" content="${base}/og.png">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Acme Bakery"}</script>
  <script src="/app.js"></script>
</head>
<body>
  <!-- <h1>commented out</h1> -->
  <svg><title>logo</title></svg>
  <h1>Fresh bread &amp; pastries</h1>
  <h2>Our loaves</h2><h3>Sourdough</h3>
  <h2>Delivery</h2>
  <img src="/loaf.jpg" alt="A sourdough loaf"><img src="/divider.png" alt="">
  <a href="/about">About</a> <a href="${base}/contact#form">Contact</a> <a href="#top">Top</a>
  <a href="https://example.org/partner">Partner</a> <a href="mailto:hi@acme.test">Mail</a>
  <script>var x = "<h1>not a heading</h1>";</script>
</body>
</html>`;

const BAD = `<html><head>
<meta name="robots" content="noindex, nofollow">
<script type="application/ld+json">{ not json </script>
</head><body>
<h2>Welcome</h2><h4>Skipped a level</h4>
<img src="/a.jpg"><img src="/b.jpg">
<a href="/missing">Old page</a> <a href="/about">About</a>
</body></html>`;

export type TTestSite = { server: Server; base: string; port: number; close: () => Promise<void> };

export async function startTestSite(): Promise<TTestSite> {
  let base = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const html = (body: string, status = 200) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    switch (path) {
      case '/good':
        return html(GOOD(base));
      case '/bad':
        return html(BAD);
      case '/about':
      case '/contact':
        return html('<html><title>ok</title></html>');
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(`User-agent: *\nDisallow: /private\nAllow: /private/ok$\n\nSitemap: ${base}/sitemap.xml\n`);
      case '/sitemap.xml':
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0"?><urlset><url><loc>${base}/good</loc></url><url><loc>${base}/about</loc></url></urlset>`,
        );
      case '/private':
        return html(GOOD(base));
      case '/redirect':
        res.writeHead(302, { location: '/good' });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        let sent = 0;
        const write = () => {
          while (sent < 60) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>');
        return; // never finishes
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.4');
      default:
        return html('<h1>Not found</h1>', 404);
    }
  });
  const { url, port, close } = await listenOnLoopback(server);
  base = url;
  return { server, base, port, close };
}

/** Another local server that redirects to `target` (for "allowed first hop, private second hop"). */
export async function startRedirector(target: string): Promise<TTestSite> {
  const server = createServer((_req, res) => {
    res.writeHead(301, { location: target });
    res.end();
  });
  const { url, port, close } = await listenOnLoopback(server);
  return { server, base: url, port, close };
}
