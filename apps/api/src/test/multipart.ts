import { crc32 } from 'node:zlib';
/** A multipart body for app.inject, built with the platform's FormData. */
export const multipart = async (
  fields: Record<string, string | number | { data: Buffer; name: string; type: string }>,
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'object')
      form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
    else form.append(key, String(value));
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
};

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The 1x1 PNG with a header (checksum included) that claims `width` x `height` pixels. */
export const pngClaiming = (width: number, height: number) => {
  const b = Buffer.from(PNG_1X1);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
};

/** A PNG header that claims 100000 x 100000 pixels (a pixel flood). */
export const PNG_FLOOD = pngClaiming(100_000, 100_000);
