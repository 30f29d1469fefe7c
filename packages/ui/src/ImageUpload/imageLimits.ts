export interface ImageLimits {
  /** MIME types accepted. */
  types: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

/** The activity-apply rule: png or jpg, 5 MB each, at most 3 images. */
export const defaultImageLimits: ImageLimits = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
};

export type ImageRejection = { reason: 'type' | 'size' | 'count'; file: File };

const extensionTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The MIME type, falling back to the extension when the browser reports none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return extensionTypes[extension] ?? '';
}

/**
 * Splits newly chosen files into those that fit and those rejected, in order: wrong type,
 * too large, then any beyond the remaining slots.
 */
export function checkImages(
  current: readonly File[],
  added: readonly File[],
  limits: ImageLimits = defaultImageLimits,
): { accepted: File[]; rejected: ImageRejection[] } {
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  let slots = limits.maxFiles - current.length;
  for (const file of added) {
    if (!limits.types.includes(typeOf(file))) rejected.push({ reason: 'type', file });
    else if (file.size > limits.maxBytes) rejected.push({ reason: 'size', file });
    else if (slots <= 0) rejected.push({ reason: 'count', file });
    else {
      accepted.push(file);
      slots -= 1;
    }
  }
  return { accepted, rejected };
}
