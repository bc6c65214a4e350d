import { createHash } from 'node:crypto';
import { PUBLISHED_SITE_PATHS, type TLandingPageContent, WAITLIST_CONSENT_TEXT } from '@launchpad/shared';
import { escapeHtml } from '../../lib/html';

/**
 * The published landing page as one self-contained HTML document: its own title and description, the
 * features and a waitlist form posting to the same host. No script, no app shell, nothing loaded from
 * elsewhere; the only style is the inline block below, allowed by its hash in the page's CSP.
 */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
main{max-width:760px;margin:0 auto;padding:48px 20px}h1{font-size:2.4rem;line-height:1.2;margin:0 0 16px}
.lead{font-size:1.2rem;color:#334155;margin:0 0 32px}.features{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));margin:0 0 40px;padding:0;list-style:none}
.features li{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px}.features h3{margin:0 0 8px;font-size:1.05rem}
.features p{margin:0;color:#475569}form{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;display:grid;gap:12px}
label{font-weight:600}input[type=email],textarea{width:100%;padding:10px;border:1px solid #94a3b8;border-radius:8px;font:inherit}
.consent{display:flex;gap:8px;align-items:flex-start;font-weight:400}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{background:#4338ca;color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:700;cursor:pointer}
.notice{padding:12px;border-radius:8px;background:#eef2ff}.error{background:#fef2f2;color:#991b1b}footer{margin-top:40px;font-size:.85rem;color:#64748b}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The published host's policy: nothing runs, nothing is loaded from elsewhere, forms post only to itself. */
export const PUBLISHED_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The preview is shown inside the app (an iframe): same page, framed by the app only. */
export const PREVIEW_PAGE_CSP = PUBLISHED_PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

function document(title: string, description: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:type" content="website">
<meta name="referrer" content="strict-origin-when-cross-origin">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export type TPageNotice = { kind: 'notice' | 'error'; text: string };

/** The landing page with its waitlist form; `notice` is shown above the form (after a sign-up, or a refusal). */
export function renderLandingPage(
  content: TLandingPageContent,
  options: { notice?: TPageNotice; email?: string; note?: string } = {},
): string {
  const features = content.features
    .map((f) => `<li><h3>${escapeHtml(f.title)}</h3><p>${escapeHtml(f.description)}</p></li>`)
    .join('\n');
  const notice = options.notice
    ? `<p class="notice${options.notice.kind === 'error' ? ' error' : ''}" role="${options.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(options.notice.text)}</p>`
    : '';
  const body = `<h1>${escapeHtml(content.main_title)}</h1>
<p class="lead">${escapeHtml(content.subtitle)}</p>
<ul class="features">
${features}
</ul>
<section aria-labelledby="waitlist-heading">
<h2 id="waitlist-heading">${escapeHtml(content.call_to_action)}</h2>
${notice}
<form method="post" action="${PUBLISHED_SITE_PATHS.waitlist}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(options.email ?? '')}">
<label for="note">Anything you would like us to know? (optional)</label>
<textarea id="note" name="note" rows="3" maxlength="500">${escapeHtml(options.note ?? '')}</textarea>
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<label class="consent"><input type="checkbox" name="consent" value="yes" required> <span>${escapeHtml(WAITLIST_CONSENT_TEXT)}</span></label>
<button type="submit">${escapeHtml(content.call_to_action)}</button>
</form>
</section>
<footer>We only use your email to tell you about this launch. Confirm it from the message we send you.</footer>`;
  return document(content.main_title, content.subtitle, body);
}

/** A short page on the published host: the answer to a confirmation link, or a page not found. */
export function renderMessagePage(title: string, heading: string, text: string): string {
  return document(title, text, `<h1>${escapeHtml(heading)}</h1>\n<p class="lead">${escapeHtml(text)}</p>`);
}
