// Limits of the merchant image upload (merchant.md section 5): jpeg/jpg/png/gif, up to 8 files,
// at most 1.5 MB each. Checked in the media picker before sending and again by the server. Part
// of the merchant part, not the core: only merchant screens upload images.
import type { ValidationKey } from '@storefront/contracts';

export const IMAGE_UPLOAD_LIMITS = {
  maxFiles: 8,
  maxBytes: 1.5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
  extensions: ['jpeg', 'jpg', 'png', 'gif'],
} as const;

export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

function hasImageType(file: FileLike): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mimeOk = (IMAGE_UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (IMAGE_UPLOAD_LIMITS.extensions as readonly string[]).includes(extension);
  // Both must agree: a renamed .exe with an image extension, or an image/png named .html, is refused.
  return mimeOk && extensionOk;
}

/** The first problem with a set of files, or null when they can be uploaded. */
export function checkImageFiles(files: readonly FileLike[]): ValidationKey | null {
  if (files.length === 0) return 'required';
  if (files.length > IMAGE_UPLOAD_LIMITS.maxFiles) return 'tooManyFiles';
  for (const file of files) {
    if (!hasImageType(file)) return 'fileType';
    if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return 'fileTooBig';
  }
  return null;
}
