// The real type of a file from its first bytes — never from its name or the content type a client claims.

export type DetectedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg' | 'pdf';

/** Raster formats the renderer decodes and can write back as `format=origin`. */
export type RasterType = Exclude<DetectedType, 'svg' | 'pdf'>;

export const MIME_OF: Record<DetectedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: size, 'ftyp', major brand; AVIF stills and sequences.
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** An XML or bare `<svg` document whose root is `svg` (a BOM, declaration, comments or doctype may come first). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i, '');
  return /^<svg[\s>/]/i.test(rest);
}
