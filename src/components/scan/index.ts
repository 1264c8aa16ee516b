// Scanning at the counter (docs/products.md, "Scanning"): USB scanners, the camera, the beep.
export { useBarcodeScanner, SCAN_TARGET_ATTRIBUTE, type BarcodeScannerOptions } from './useBarcodeScanner';
export { createScanDetector, SCAN_MAX_GAP_MS, SCAN_MIN_LENGTH, type ScanDetector, type ScanDetectorOptions } from './scanDetector';
export { playScanSound } from './playScanSound';
export { CameraScanButton, REPEAT_MS, type CameraScanButtonProps } from './CameraScanButton';
