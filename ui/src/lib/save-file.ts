/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
