/**
 * The value of a JSON data block the server wrote into the page (`<script type="application/json"
 * id="…">`: the run-time config, a rendered page's state); null when the block is missing or unreadable.
 */
export function readJsonBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
