/** Saves an object URL as `filename` (a link with `download`), then lets it go. */
export function saveObjectUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves data made in the browser (a zone file, a CSV, an HTML page) as `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  saveObjectUrl(URL.createObjectURL(blob), filename);
}
