// Generated product pictures for the demo catalogue (scripts/seed-products.mjs): a simple sneaker or
// boot drawing for shoes and a patterned rug for rugs, in the model's colours. One picture per
// product name; products of one name share it (as in the app, where pictures live in products/{name}).
import { encodePng } from './png.mjs';

function hexToRgb(hex) {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const mix = ([r, g, b], [r2, g2, b2], f) => [
  Math.round(r + (r2 - r) * f),
  Math.round(g + (g2 - g) * f),
  Math.round(b + (b2 - b) * f),
];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

export const PICTURE_WIDTH = 240;
export const PICTURE_HEIGHT = 180;

/**
 * A side view of a shoe: sole, upper in `colour`, a stripe in `accent`, laces, on a light floor.
 * `boot` raises the shaft (winter boots, leather boots).
 */
export function shoePicture(colour, accent, { boot = false } = {}) {
  const main = hexToRgb(colour);
  const stripe = hexToRgb(accent);
  const sole = mix(main, WHITE, 0.85);
  const outline = mix(main, BLACK, 0.55);
  const shaftTop = boot ? 28 : 62;
  // Top edge of the upper at column x: heel collar, ankle opening, then the vamp sloping to the toe.
  const top = (x) => {
    if (x < 72) return shaftTop;
    if (x < 112) return boot ? shaftTop + 6 : 74;
    return 74 + ((x - 112) * (108 - 74)) / (208 - 112);
  };
  const inUpper = (x, y) => {
    if (x < 40 || x > 212 || y < top(x) || y > 124) return false;
    if (x > 192) return ((x - 192) / 20) ** 2 + ((y - 116) / 14) ** 2 <= 1; // rounded toe
    if (x < 48) return ((x - 48) / 8) ** 2 + ((y - (top(x) + 20)) / 40) ** 2 <= 1 || y > top(x) + 8; // rounded heel
    return true;
  };
  const inSole = (x, y) => y > 124 && y <= 138 && x >= 34 && x <= 216 && !(x > 206 && y > 134) && !(x < 40 && y > 134);
  return encodePng(PICTURE_WIDTH, PICTURE_HEIGHT, (x, y) => {
    // Floor shadow, then the shoe, then the background.
    if (inSole(x, y)) return y > 134 ? mix(sole, BLACK, 0.25) : sole;
    if (inUpper(x, y)) {
      const edge = !inUpper(x - 2, y) || !inUpper(x + 2, y) || !inUpper(x, y - 2);
      if (edge) return outline;
      if (!boot && x >= 74 && x < 110 && y < 80) return mix(main, BLACK, 0.7); // ankle opening
      // Laces across the vamp.
      if (x >= 118 && x <= 170 && (x - 118) % 12 < 3 && y > top(x) + 2 && y < top(x) + 12) return WHITE;
      // Side stripe: a slanted band.
      const band = 108 - (x - 60) * 0.22;
      if (x > 60 && x < 185 && Math.abs(y - band) < 4) return stripe;
      const shade = 0.12 * ((y - top(x)) / 60);
      return mix(main, BLACK, Math.max(0, shade));
    }
    if (y > 138 && y < 146 && x > 40 && x < 212) return [214, 216, 220]; // shadow
    const bg = y > 140 ? [236, 238, 241] : [246, 247, 249];
    return (x + y) % 28 === 0 ? mix(bg, main, 0.12) : bg;
  });
}

/** A rug seen from above: border in `accent`, field in `colour`, a central diamond, fringes. */
export function rugPicture(colour, accent) {
  const main = hexToRgb(colour);
  const trim = hexToRgb(accent);
  const cream = [245, 236, 214];
  const x0 = 30;
  const x1 = 210;
  const y0 = 20;
  const y1 = 160;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return encodePng(PICTURE_WIDTH, PICTURE_HEIGHT, (x, y) => {
    // Fringes left and right.
    if ((x >= x0 - 12 && x < x0) || (x > x1 && x <= x1 + 12)) {
      return y > y0 + 4 && y < y1 - 4 && y % 5 < 2 ? cream : [238, 238, 236];
    }
    if (x < x0 || x > x1 || y < y0 || y > y1) return [238, 238, 236];
    const dx = Math.min(x - x0, x1 - x);
    const dy = Math.min(y - y0, y1 - y);
    const d = Math.min(dx, dy);
    if (d < 4) return mix(trim, BLACK, 0.3);
    if (d < 16) return (x + y) % 10 < 5 ? trim : cream; // patterned border
    if (d < 19) return cream;
    // Central diamond medallion with an inner diamond.
    const diamond = Math.abs(x - cx) / 50 + Math.abs(y - cy) / 40;
    if (diamond < 0.35) return cream;
    if (diamond < 0.55) return trim;
    if (diamond < 1) return mix(main, BLACK, 0.25);
    if (diamond < 1.08) return cream;
    // Field: small repeating crosses.
    const px = (x - x0) % 20;
    const py = (y - y0) % 20;
    if ((px === 10 && py > 6 && py < 14) || (py === 10 && px > 6 && px < 14)) return mix(main, WHITE, 0.45);
    return main;
  });
}
