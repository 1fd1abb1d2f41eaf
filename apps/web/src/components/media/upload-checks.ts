// What an upload must be before a byte is sent, and the name it is stored under. Plain functions (no DOM, no
// client) so they are unit-tested on their own; the bucket enforces the same limits on the server
// (supabase/migrations/20261127000200_media_library.sql), these only spare the user a wasted upload and say why.

/** The media bucket's allowed types, in the order the message lists them. */
export const MEDIA_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
} as const;

export type MediaMimeType = keyof typeof MEDIA_TYPES;

/** The media bucket's per-file limit (10 MB, as Storage counts: 10 × 1024 × 1024 bytes). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Types a browser may report for a file of an allowed type (Windows calls JPEG `image/pjpeg`, old tools `image/jpg`). */
const ALIASES: Record<string, MediaMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/** When the browser reports no type (some drag sources do), the extension decides. */
const BY_EXTENSION: Record<string, MediaMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const TYPE_LIST = (() => {
  const names = Object.values(MEDIA_TYPES);
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
})();

export const ACCEPT_ATTRIBUTE = Object.keys(MEDIA_TYPES).join(',');
export const IMAGE_ACCEPT_ATTRIBUTE = Object.keys(MEDIA_TYPES)
  .filter((t) => t.startsWith('image/'))
  .join(',');

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The allowed type of a file, or null when it is not one the media library takes. */
export function mediaTypeOf(file: Pick<File, 'name' | 'type'>): MediaMimeType | null {
  const reported = file.type.split(';')[0]!.trim().toLowerCase();
  if (reported in MEDIA_TYPES) return reported as MediaMimeType;
  if (reported in ALIASES) return ALIASES[reported]!;
  if (reported === '' || reported === 'application/octet-stream')
    return BY_EXTENSION[extensionOf(file.name)] ?? null;
  return null;
}

/** "2.4 MB", "312 KB", "12 bytes" (units of 1024, as the limit is counted). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why a file cannot be uploaded, in words for the user, or null when it may be. */
export function checkMediaFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!mediaTypeOf(file)) return `${file.name} is not a supported file type. Use ${TYPE_LIST}.`;
  if (file.size > MEDIA_MAX_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(MEDIA_MAX_BYTES).replace('.0 ', ' ')}.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** Lower-case a–z, 0–9 and single hyphens, at most 60 characters; "file" when nothing is left. */
export function slugifyFileName(base: string): string {
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'file';
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(length: number, random: () => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

/** A uniform value in [0, 1) from the browser's CSPRNG (no guessable names for files not yet published). */
function cryptoRandom(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]! / 2 ** 32;
}

/**
 * Where a file goes in the bucket: `YYYY/MM/<slug>-<6 random>.<ext>`. The month folders keep listings short;
 * the random part lets two files named "chart.png" live side by side and keeps an overwrite (x-upsert: false)
 * from ever being needed; the extension is the type's, lower-case, so the URL says what the file is.
 */
export function mediaObjectPath(
  file: Pick<File, 'name' | 'type'>,
  now: Date = new Date(),
  random: () => number = cryptoRandom,
): string {
  const ext = extensionOf(file.name);
  const base = ext ? file.name.slice(0, -(ext.length + 1)) : file.name;
  const type = mediaTypeOf(file);
  const fallbackExt = type ? (type === 'image/jpeg' ? 'jpg' : type.split('/')[1]!) : 'bin';
  const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : fallbackExt;
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${slugifyFileName(base)}-${randomSuffix(6, random)}.${safeExt}`;
}
