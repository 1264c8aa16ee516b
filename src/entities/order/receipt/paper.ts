import { useCallback, useState } from 'react';
import { DEFAULT_RECEIPT_PAPER, RECEIPT_PAPERS, type ReceiptPaper } from './receiptHtml';

/**
 * The receipt printer's roll width is a property of the device (the printer beside this tablet), so
 * the choice is remembered in this browser's localStorage, not in the user's profile.
 */
export const RECEIPT_PAPER_KEY = 'receiptPaper';

function isPaper(v: unknown): v is ReceiptPaper {
  return typeof v === 'string' && (RECEIPT_PAPERS as readonly string[]).includes(v);
}

/** The remembered roll width (80 mm when none, or when storage is unavailable). */
export function readReceiptPaper(): ReceiptPaper {
  try {
    const v = window.localStorage.getItem(RECEIPT_PAPER_KEY);
    return isPaper(v) ? v : DEFAULT_RECEIPT_PAPER;
  } catch {
    return DEFAULT_RECEIPT_PAPER;
  }
}

export function saveReceiptPaper(paper: ReceiptPaper): void {
  try {
    window.localStorage.setItem(RECEIPT_PAPER_KEY, paper);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The remembered roll width and a setter that remembers the new one. */
export function useReceiptPaper(): [ReceiptPaper, (paper: ReceiptPaper) => void] {
  const [paper, setPaper] = useState<ReceiptPaper>(readReceiptPaper);
  const choose = useCallback((next: ReceiptPaper) => {
    saveReceiptPaper(next);
    setPaper(next);
  }, []);
  return [paper, choose];
}
