/**
 * The camera's barcode reader, loaded only when the camera scan opens (it carries the ZXing
 * WebAssembly glue; the sign-in bundle stays small). `barcode-detector` is a ponyfill of the
 * browser's BarcodeDetector over zxing-wasm. By default it would fetch its .wasm file from a CDN;
 * we point it at the copy Vite bundles and serves from our own origin (`?url`), so nothing loads
 * from another site and the reader works offline.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The label formats we read: our CODE128 labels and the makers' EAN-13 / EAN-8. */
export const SCAN_FORMATS = ['code_128', 'ean_13', 'ean_8'] as const;

let prepared: Promise<unknown> | null = null;

export interface CodeReader {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

export async function createCodeReader(): Promise<CodeReader> {
  prepared ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  await prepared;
  const detector = new BarcodeDetector({ formats: [...SCAN_FORMATS] });
  return {
    async detect(source) {
      const found = await detector.detect(source);
      return found.map((b) => b.rawValue).filter((v) => v !== '');
    },
  };
}
