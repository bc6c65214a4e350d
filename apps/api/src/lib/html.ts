/** Text placed into HTML (pages and mail) as text, never as markup. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Removes the server's tags once React renders its own; the CSP allows exactly this script by its hash. */
export const SSR_CLEANUP_SCRIPT = "document.querySelectorAll('head [data-ssr]').forEach(function(e){e.remove()})";
