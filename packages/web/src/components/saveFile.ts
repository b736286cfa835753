/** Hands a downloaded file to the browser's save, under the server's file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has read the URL; revoking later lets slow browsers start the save first.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
