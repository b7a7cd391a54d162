/** What a file really is, from its first bytes (never from its name or the client's type). */
export type DetectedType = { ext: 'png' | 'jpg' | 'webp' | 'gif' | 'pdf' | 'webm' | 'mp4'; mime: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

export const detectFileType = (head: Buffer): DetectedType | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', mime: 'image/webp' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { ext: 'webm', mime: 'video/webm' };
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return { ext: 'mp4', mime: 'video/mp4' };
  return null;
};

export const IMAGE_TYPES = new Set(['png', 'jpg', 'webp', 'gif']);
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Width and height from the header, to refuse pixel floods before anything decodes the image. */
export const imageDimensions = (buf: Buffer, ext: DetectedType['ext']): { width: number; height: number } | null => {
  if (ext === 'png' && buf.length >= 24) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  if (ext === 'gif' && buf.length >= 10) return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (ext === 'jpg') {
    let i = 2;
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) return null;
      const marker = buf[i + 1]!;
      const len = buf.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
      }
      i += 2 + len;
    }
    return null;
  }
  if (ext === 'webp' && buf.length >= 30) {
    const chunk = buf.toString('ascii', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
    if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const b = buf.readUInt32LE(21);
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
  }
  return null;
};

export const MAX_IMAGE_PIXELS = 40_000_000;
