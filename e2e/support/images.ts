import { crc32, deflateSync } from "node:zlib";

/** A real PNG (a colour gradient), large enough that the upload has to shrink it to fit 2000 characters. */
export function gradientPng(side: number): Buffer {
  const rows = Buffer.alloc(side * (side * 3 + 1));
  for (let y = 0; y < side; y++) {
    rows[y * (side * 3 + 1)] = 0;
    for (let x = 0; x < side; x++) rows.set([x % 256, y % 256, (x * y) % 256], y * (side * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
