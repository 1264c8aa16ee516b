import { useEffect, useRef } from 'react';
import { createScanDetector, SCAN_MIN_LENGTH } from './scanDetector';

export interface BarcodeScannerOptions {
  /** Listen at all (default true). */
  enabled?: boolean;
  /** Fewest characters a scan carries (default 4). */
  minLength?: number;
}

/** The attribute that lets scans through while the focus is in a text field (the product search). */
export const SCAN_TARGET_ATTRIBUTE = 'data-scan-target';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The focused text field, select or editable element the keys go to, or null. */
function editableTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLElement)) return null;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  return target.isContentEditable ? target : null;
}

/** Sets a field's value the way a user would, so React's onChange sees it. */
function restoreValue(field: TextField, value: string): void {
  if (field.value === value) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * USB barcode scanners (docs/products.md, "Scanning"): listens to the window's keys (capture) and
 * calls `onScan(code)` for each scan, told from typing by its speed (scanDetector). The Enter that
 * ends a scan is stopped, so it neither submits a form nor presses the focused button. Keys typed
 * into a text field, select or editable element are left alone unless the field carries
 * `data-scan-target`; there, after a scan, the field gets back what it held before the scan's first
 * key. Slow typing is never touched.
 */
export function useBarcodeScanner(onScan: (code: string) => void, options: BarcodeScannerOptions = {}): void {
  const { enabled = true, minLength = SCAN_MIN_LENGTH } = options;
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    const detector = createScanDetector({ minLength });
    // The scan target's value before the current burst's first key.
    let before: { field: TextField; value: string } | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.repeat) return;
      const editable = editableTarget(event.target);
      const scanTarget = editable?.hasAttribute(SCAN_TARGET_ATTRIBUTE) ? (editable as TextField) : null;
      if (editable && !scanTarget) {
        detector.reset();
        before = null;
        return;
      }
      const verdict = detector.feed({
        key: event.key,
        time: Date.now(),
        modifier: event.ctrlKey || event.altKey || event.metaKey,
      });
      if (verdict.started) before = scanTarget ? { field: scanTarget, value: scanTarget.value } : null;
      if (verdict.scan === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (before && before.field === scanTarget) restoreValue(before.field, before.value);
      before = null;
      onScanRef.current(verdict.scan);
    };

    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, minLength]);
}
