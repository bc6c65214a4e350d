/**
 * A Content-Disposition header that downloads the body as `filename`: an ASCII fallback for old
 * clients (quotes, backslashes and non-ASCII replaced) and the exact name in RFC 5987 `filename*`.
 */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
