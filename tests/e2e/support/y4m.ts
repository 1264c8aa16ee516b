// A raw YUV4MPEG2 video of a CODE128 label, for Chromium's fake camera
// (--use-file-for-fake-video-capture). The bars come from JsBarcode, the library our labels use,
// so the video shows the same code a printed label carries.
import { writeFileSync } from 'node:fs';
import JsBarcode from 'jsbarcode';

/** The label's CODE128 modules ('1' = black) as JsBarcode encodes them. */
export function code128Modules(text: string): string {
  const out: { encodings?: { data: string }[] } = {};
  JsBarcode(out, text, { format: 'CODE128' });
  return (out.encodings ?? []).map((e) => e.data).join('');
}

/**
 * Writes `frames` identical 4:2:0 frames (width x height, 30 fps) of the code's bars, black on
 * white, `module` pixels per module, centred, with a wide quiet zone.
 */
export function writeBarcodeY4m(path: string, text: string, { width = 640, height = 480, module = 4, frames = 10 } = {}): void {
  const modules = code128Modules(text);
  const barsWidth = modules.length * module;
  if (barsWidth + 40 > width) throw new Error(`${text} is too wide for ${width} px at ${module} px per module`);
  const left = Math.floor((width - barsWidth) / 2);
  const top = Math.floor(height * 0.3);
  const bottom = Math.floor(height * 0.7);
  const y = Buffer.alloc(width * height, 235);
  for (let row = top; row < bottom; row += 1) {
    for (let i = 0; i < modules.length; i += 1) {
      if (modules[i] !== '1') continue;
      y.fill(16, row * width + left + i * module, row * width + left + (i + 1) * module);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
