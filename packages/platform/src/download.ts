/** Saves a file made or received in the browser (a blob) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the URL must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
