// What a print window's page measures: its width in millimetres as the PDF the browser would print
// (the @page size the receipts and shift reports ask for).
import type { Page } from '@playwright/test';

const PT_PER_MM = 72 / 25.4;

export async function pdfWidthMm(popup: Page): Promise<number> {
  await popup.emulateMedia({ media: 'print' });
  const pdf = await popup.pdf({ preferCSSPageSize: true });
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  await popup.emulateMedia({ media: 'screen' });
  return Number(box?.[1]) / PT_PER_MM;
}
