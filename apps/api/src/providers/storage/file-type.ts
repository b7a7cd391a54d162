import { fileTypeFromBuffer } from 'file-type';

/** What a file really is, from its first bytes (never from its name or the client's type). */
export type DetectedType = { ext: 'png' | 'jpg' | 'webp' | 'gif' | 'pdf' | 'webm' | 'mp4'; mime: string };

/** How much of a file's head file-type reads (its own sample size): buffer this much before deciding. */
export const FILE_TYPE_HEAD_BYTES = 4100;

/**
 * file-type's answer, narrowed to the types the portal stores. An animated PNG is still a PNG and
 * an M4V is an MP4 (its ftyp brand differs only); anything else, a Matroska that is not WebM
 * included, is not one of ours.
 */
const OURS: Record<string, DetectedType['ext']> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  webm: 'webm',
  mp4: 'mp4',
  m4v: 'mp4',
};
const MIME: Record<DetectedType['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

export const detectFileType = async (data: Uint8Array): Promise<DetectedType | null> => {
  const found = await fileTypeFromBuffer(data.subarray(0, FILE_TYPE_HEAD_BYTES));
  const ext = found && OURS[found.ext];
  return ext ? { ext, mime: MIME[ext] } : null;
};

export const IMAGE_TYPES = new Set(['png', 'jpg', 'webp', 'gif']);
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Width and height from the header (sharp's metadata reads no pixels), to refuse pixel floods
 * before anything decodes the image. sharp's own pixel limit is off here: the caller compares.
 * sharp is loaded on the first image, as the face analyser does.
 */
const imageDimensions = async (data: Buffer): Promise<{ width: number; height: number } | null> => {
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
};

/** A readable image of at most MAX_IMAGE_PIXELS pixels. */
export const imageSizeAllowed = async (data: Buffer): Promise<boolean> => {
  const size = await imageDimensions(data);
  return !!size && size.width * size.height <= MAX_IMAGE_PIXELS;
};
