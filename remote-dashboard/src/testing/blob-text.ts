/**
 * jsdom's Blob has no text(), which every browser has; a blob request's error
 * body arrives as a Blob and lib/read-blob-error reads it with text().
 */
export function giveBlobsText() {
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
