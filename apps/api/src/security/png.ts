import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB raster, 3 bytes per pixel, row by row. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: readonly [number, number, number],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, colour: readonly [number, number, number]): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(colour, (py * this.width + px) * 3);
  }

  /** Encodes as a truecolour 8-bit PNG (filter type 0 on every row). */
  toPng(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // colour type: RGB
    // compression, filter and interlace methods stay 0
    const rowLength = this.width * 3;
    const scanlines = Buffer.alloc((rowLength + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      scanlines[y * (rowLength + 1)] = 0;
      scanlines.set(this.pixels.subarray(y * rowLength, (y + 1) * rowLength), y * (rowLength + 1) + 1);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(scanlines)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
