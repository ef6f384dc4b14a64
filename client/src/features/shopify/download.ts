/** Saves text as a file through the browser's download, under the given name. */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; revoking sooner can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
