/** A file the page handed to the browser to save. */
export interface SavedFile {
  blob: Blob;
  fileName: string;
}

/**
 * jsdom saves nothing: this records what saveFile hands the browser (the blob
 * behind the link's URL, and the link's file name) instead. Call it in a
 * beforeEach; restore with jest.restoreAllMocks().
 */
export function watchSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, fileName: this.download });
  });
  return saved;
}
