import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PNG_1X1, PNG_FLOOD, pngClaiming } from '../../test/multipart.ts';
import { WEBM_HEADER, webm } from '../../test/webm.ts';
import { detectFileType, imageSizeAllowed, MAX_IMAGE_PIXELS } from './file-type.ts';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

describe('what a file is, by its bytes', () => {
  it('names the types the portal stores, whatever the file is called', async () => {
    expect(await detectFileType(PNG_1X1)).toEqual({ ext: 'png', mime: 'image/png' });
    expect((await detectFileType(await image('jpeg', 4, 3)))?.ext).toBe('jpg');
    expect((await detectFileType(await image('webp', 4, 3)))?.ext).toBe('webp');
    expect((await detectFileType(await image('gif', 4, 3)))?.ext).toBe('gif');
    expect(await detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(await detectFileType(webm(2000))).toEqual({ ext: 'webm', mime: 'video/webm' });
  });

  it('refuses what only looks like one: a bare EBML magic, a Matroska, HTML, SVG', async () => {
    expect(await detectFileType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]))).toBeNull();
    // The same EBML header with DocType "matroska".
    const mkv = Buffer.from(
      '1a45dfa3a34286810142f7810142f2810442f3810842828' + '86d6174726f736b614287810442858102',
      'hex',
    );
    expect((await fileTypeFromBuffer(mkv))?.ext).toBe('mkv');
    expect(await detectFileType(mkv)).toBeNull();
    expect((await fileTypeFromBuffer(WEBM_HEADER))?.ext).toBe('webm');
    expect(await detectFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(await detectFileType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });

  it('measures images from their header and refuses pixel floods and unreadable ones', async () => {
    expect(await imageSizeAllowed(PNG_1X1)).toBe(true);
    expect(await imageSizeAllowed(await image('jpeg', 640, 480))).toBe(true);
    expect(await imageSizeAllowed(PNG_FLOOD)).toBe(false);
    // Only the header is read: these claim sizes their one pixel of data could never fill.
    expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
    expect(await imageSizeAllowed(pngClaiming(8000, 5000))).toBe(true);
    expect(await imageSizeAllowed(pngClaiming(8000, 5001))).toBe(false);
    expect(await imageSizeAllowed(pngClaiming(0, 1))).toBe(false);
    expect(await imageSizeAllowed(PNG_1X1.subarray(0, 20))).toBe(false);
  });
});
