// Uploading one file to the media library: checked, measured, named, sent with progress, then read back as its
// catalogue row (public.media_assets, made by a trigger in the upload's own transaction). Shared by the library
// screen, the post editor and the course/slide forms.
import { env } from '@/config/env';
import { MEDIA_BUCKET } from '@/lib/media';
import { supabase } from '@/lib/supabase';
import type { MediaAsset, UploadOptions } from './types';
import { checkMediaFile, mediaObjectPath, mediaTypeOf } from './upload-checks';
import { parseStorageError, uploadErrorMessage } from './upload-error';

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * The displayed pixel size of an image. createImageBitmap applies EXIF orientation (its default
 * `imageOrientation: 'from-image'`), as the server does when it strips the metadata, so a portrait photo
 * taken sideways is measured upright. Null when the browser cannot decode it (AVIF on an old browser): the
 * upload goes ahead and the size stays unknown rather than wrong.
 */
export async function measureImage(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

/** Base64 of UTF-8 JSON, the `x-metadata` header the Storage API reads as the upload's user metadata. */
function metadataHeader(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

interface SendArgs {
  url: string;
  file: File;
  contentType: string;
  headers: Record<string, string>;
  opts: UploadOptions;
}

/** XMLHttpRequest rather than fetch: only XHR reports upload progress. Resolves on 2xx, rejects with a readable message. */
function send({ url, file, contentType, headers, opts }: SendArgs): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new DOMException(`The upload of ${file.name} was cancelled.`, 'AbortError');
    if (opts.signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve();
      } else {
        reject(
          new UploadError(uploadErrorMessage(file.name, xhr.status, parseStorageError(xhr.responseText))),
        );
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(uploadErrorMessage(file.name, 0, null)));
    };
    xhr.onabort = () => {
      done();
      reject(cancelled());
    };
    xhr.send(file);
  });
}

/** Uploads `file` to the media bucket and returns its catalogue row. Rejects with an UploadError whose message is for the user. */
export async function uploadMedia(file: File, opts: UploadOptions = {}): Promise<MediaAsset> {
  const problem = checkMediaFile(file);
  if (problem) throw new UploadError(problem);
  const contentType = mediaTypeOf(file)!;
  const size = contentType.startsWith('image/') ? await measureImage(file) : null;

  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError('You are signed out. Sign in again to upload files.');

  const path = mediaObjectPath(file);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    apikey: env.anonKey,
    'x-upsert': 'false',
    'cache-control': 'max-age=3600',
  };
  if (size) headers['x-metadata'] = metadataHeader(size);
  await send({
    url: `${env.supabaseUrl}/storage/v1/object/${MEDIA_BUCKET}/${encodePath(path)}`,
    file,
    contentType,
    headers,
    opts,
  });

  const { data: row, error } = await supabase
    .from('media_assets')
    .select('*')
    .eq('object_path', path)
    .single<MediaAsset>();
  if (error)
    throw new UploadError(`${file.name} was uploaded, but its details could not be read: ${error.message}`);
  return row;
}
