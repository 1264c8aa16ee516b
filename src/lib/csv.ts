import Papa from 'papaparse';

/**
 * CSV files of the reports and sales lists (docs/reports.md): the first column
 * numbers the rows (1, 2, ...), and the file starts with a UTF-8 byte order mark so a spreadsheet
 * (Excel in particular) reads the Mongolian text as UTF-8 instead of a local code page.
 */

/** The UTF-8 byte order mark. */
export const BOM = '\uFEFF';

export interface CsvColumn<Row> {
  /** Already translated header text. */
  header: string;
  /** The cell: numbers are written as plain integers (no ₮, no separators) so a spreadsheet can sum them. */
  value: (row: Row) => string | number | null | undefined;
}

/**
 * First characters that make a spreadsheet read a text cell as a formula (or, for tab and CR, that
 * it strips before doing so), including the full-width forms some spreadsheets also accept.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell a spreadsheet cannot run: one starting with a formula character gets a leading `'`,
 * whatever follows it (line breaks included: papaparse's own `escapeFormulae` misses those).
 * Numbers stay numbers, so a negative amount is still summable.
 */
export function neutraliseFormula(value: string | number): string | number {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The CSV text (without BOM) of `rows`: a header line, then one line per row; the first column is
 * the row number under `numberHeader`. Lines end with CRLF (RFC 4180); cells with commas, quotes
 * or line breaks are quoted by papaparse; text that a spreadsheet would run as a formula is
 * neutralised (headers too).
 */
export function toCsv<Row>(numberHeader: string, columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const fields = [numberHeader, ...columns.map((c) => c.header)].map((h) => String(neutraliseFormula(h)));
  const data = rows.map((row, i) => [i + 1, ...columns.map((c) => neutraliseFormula(c.value(row) ?? ''))]);
  // With no rows papaparse still ends the header with a line break; a quoted last cell ends in '"'.
  return Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: false }).replace(/\r\n$/, '');
}

/** The bytes to download: BOM + CSV text, as a UTF-8 CSV blob. */
export function csvBlob(csv: string): Blob {
  return new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' });
}

/** A file name safe on every system: `<base>_<from>_<to>.csv` style pieces joined by '_'. */
export function csvFileName(...parts: string[]): string {
  const safe = parts
    .map((p) => p.trim().replace(/[\\/:*?"<>|\s]+/g, '-'))
    .filter((p) => p.length > 0)
    .join('_');
  return `${safe || 'export'}.csv`;
}

/** Starts the browser download of `csv` as `fileName` (BOM added). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the file from the URL after the click, on its own time: a URL revoked on the
  // next tick lost a year's export on a busy machine (no file, no error). Kept a minute, as
  // FileSaver.js does (40 s), then freed.
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** How long a downloaded file's object URL stays valid. */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;
