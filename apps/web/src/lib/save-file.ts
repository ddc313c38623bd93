/**
 * Hands a downloaded blob to the browser as a file. The api package returns exports as blobs
 * (with progress), so the save step is the app's: an object URL on a temporary link.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  // Chromium reads the link's `download` name after the click returns; removing the link or
  // revoking the URL at once can make a slow machine save the file as «download».
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, 10_000);
}
