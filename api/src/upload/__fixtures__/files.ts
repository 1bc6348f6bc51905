import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

/** Test files made in the tests: real bytes, never files checked in. */

/** A 40×20 red PNG (or JPEG) whose EXIF says "rotate 90° clockwise" and carries a camera make and GPS position. */
export function photoWithGps(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#d02020' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    [format]()
    .toBuffer();
}

/** A small image of any size in a format sharp writes. */
export function image(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff',
  width = 16,
  height = 16,
  background: string | { r: number; g: number; b: number; alpha: number } = '#2050d0',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    [format]()
    .toBuffer();
}

/**
 * A decompression bomb's shape: a small PNG whose header claims `width` × `height` RGB pixels, followed by a few
 * bytes of image data (decoding it would need width × height × 3 bytes before finding out the data is short).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) =>
    Buffer.concat([
      u32(data.length),
      Buffer.from(type, 'latin1'),
      data,
      u32(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data]))),
    ]);
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/**
 * A HEIC file as phones write it, in structure: ftyp brand `heic`, a `meta` box with a primary item of type
 * `hvc1` (HEVC), its `hvcC` decoder configuration and `ispe` size (64×48), and the coded data in `mdat`.
 */
export function heic(): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'));
  const hvcC = box(
    'hvcC',
    Buffer.from([
      1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  );
  const ispe = fullBox('ispe', 0, u32(64), u32(48));
  const data = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const build = (dataOffset: number) => {
    const meta = fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), u32(0), u32(0), u32(0), Buffer.from([0])),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(1),
        fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0])),
      ),
      fullBox(
        'iloc',
        0,
        Buffer.from([0x44, 0x00]),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(dataOffset),
        u32(data.length),
      ),
      box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]))),
    );
    const head = Buffer.concat([ftyp, meta]);
    return { file: Buffer.concat([head, box('mdat', data)]), dataOffset: head.length + 8 };
  };
  return build(build(0).dataOffset).file;
}

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content-type header. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----telehealth-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` + (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
