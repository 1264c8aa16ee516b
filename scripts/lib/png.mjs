// A tiny PNG encoder (8-bit RGB, no filtering) for the seed's generated pictures.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes a width x height image; `pixel(x, y)` returns [r, g, b] (0..255). */
export function encodePng(width, height, pixel) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0; // filter type: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hexToRgb(hex) {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A 240x160 "building" picture: sky in `colour`, a lighter ground band, a house shape with windows
 * and a diagonal stripe pattern, so each seeded store or warehouse gets a recognisable image.
 */
export function buildingPicture(colour) {
  const [r, g, b] = hexToRgb(colour);
  const light = (v, f) => Math.round(v + (255 - v) * f);
  const dark = (v, f) => Math.round(v * f);
  const width = 240;
  const height = 160;
  return encodePng(width, height, (x, y) => {
    const ground = y > 128;
    const inHouse = x >= 60 && x < 180 && y >= 60 && y <= 128;
    const roofTop = 20;
    const inRoof = y >= roofTop && y < 60 && Math.abs(x - 120) <= ((y - roofTop) * 70) / 40;
    const inWindow =
      inHouse && y >= 75 && y < 100 && ((x >= 75 && x < 100) || (x >= 140 && x < 165));
    const inDoor = inHouse && x >= 108 && x < 132 && y >= 90;
    if (inWindow) return [255, 236, 150];
    if (inDoor) return [dark(r, 0.35), dark(g, 0.35), dark(b, 0.35)];
    if (inRoof) return [dark(r, 0.55), dark(g, 0.55), dark(b, 0.55)];
    if (inHouse) return [245, 245, 240];
    if (ground) return (x + y) % 16 < 8 ? [light(r, 0.6), light(g, 0.6), light(b, 0.6)] : [light(r, 0.45), light(g, 0.45), light(b, 0.45)];
    return (x - y + 400) % 24 < 12 ? [r, g, b] : [light(r, 0.15), light(g, 0.15), light(b, 0.15)];
  });
}
