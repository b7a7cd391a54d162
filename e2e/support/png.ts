// Test images encoded by sharp: small, valid PNGs that the server's content checks accept.
import sharp from 'sharp';

type Rgb = [number, number, number];

/** A width x height PNG whose pixel at (x, y) has the colour `colour(x, y)`. */
export const pngOf = (width: number, height: number, colour: (x: number, y: number) => Rgb): Promise<Buffer> => {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(colour(x, y), (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};
