import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type TPart = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body, written out byte for byte as a browser would send it. */
export function multipart(parts: TPart[]) {
  const boundary = `----launchpad${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A picture whose left half is red and right half blue, so a crop can be checked by colour. */
export function twoColourImage(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
      left: half,
      top: 0,
    },
  ]);
}

/** The RGB colour of one pixel of an encoded image. */
export async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}
