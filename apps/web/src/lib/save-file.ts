/** Hands `text` to the browser as a download named `name` (a Blob behind an object URL and <a download>). */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the time this runs; some browsers still read it briefly.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
