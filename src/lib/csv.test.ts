import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { BOM, csvBlob, csvFileName, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  price: number;
  note?: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Нэр', value: (r) => r.name },
  { header: 'Үнэ', value: (r) => r.price },
  { header: 'Тайлбар', value: (r) => r.note },
];

describe('toCsv', () => {
  it('numbers the rows in the first column and keeps Mongolian text', () => {
    const csv = toCsv('№', columns, [
      { name: 'Гутал', price: 120000 },
      { name: 'Хивс', price: 350000, note: 'Улаан' },
    ]);
    expect(csv.split('\r\n')).toEqual(['№,Нэр,Үнэ,Тайлбар', '1,Гутал,120000,', '2,Хивс,350000,Улаан']);
  });

  it('quotes commas, quotes and line breaks so the file parses back to the same cells', () => {
    const rows = [{ name: 'Гутал, хар "эр"', price: -15000, note: 'мөр1\nмөр2' }];
    const parsed = Papa.parse<string[]>(toCsv('#', columns, rows)).data;
    expect(parsed).toEqual([
      ['#', 'Нэр', 'Үнэ', 'Тайлбар'],
      ['1', 'Гутал, хар "эр"', '-15000', 'мөр1\nмөр2'],
    ]);
  });

  it('writes negative amounts as numbers but neutralises text that a spreadsheet would run as a formula', () => {
    const csv = toCsv('#', columns, [{ name: '=HYPERLINK("x")', price: -500 }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",-500`);
  });

  it.each([
    ['=HYPERLINK("http://x")\nsecond line'],
    ['+1+2\r\nmore'],
    ['-2+3\nmore'],
    ['@SUM(A1)\nmore'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['=1+1'],
    ['-'],
    ['＝1+1'],
  ])('neutralises a text cell starting with a formula character whatever follows: %j', (text) => {
    const parsed = Papa.parse<string[]>(toCsv('#', columns, [{ name: text, price: 1, note: text }])).data;
    expect(parsed[1]).toEqual(['1', `'${text}`, '1', `'${text}`]);
  });

  it('leaves text with a formula character later in the cell, and every number, as it is', () => {
    const parsed = Papa.parse<string[]>(toCsv('#', columns, [{ name: 'Гутал = 2 хос\n=1+1', price: -15000 }])).data;
    expect(parsed[1]).toEqual(['1', 'Гутал = 2 хос\n=1+1', '-15000', '']);
  });

  it('neutralises a header that starts with a formula character', () => {
    const csv = toCsv('#', [{ header: '=cmd', value: (r: Row) => r.name }], [{ name: 'a', price: 1 }]);
    expect(Papa.parse<string[]>(csv).data[0]).toEqual(['#', "'=cmd"]);
  });

  it('has only the header line when there are no rows', () => {
    expect(toCsv('#', columns, [])).toBe('#,Нэр,Үнэ,Тайлбар');
  });
});

describe('csvBlob', () => {
  it('starts with the UTF-8 byte order mark', async () => {
    const blob = csvBlob('a,b');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(BOM).toBe('\uFEFF');
  });
});

describe('csvFileName', () => {
  it('joins the parts and replaces characters a file system refuses', () => {
    expect(csvFileName('delivery-report', '2026-01-01', '2026-11-22')).toBe('delivery-report_2026-01-01_2026-11-22.csv');
    expect(csvFileName('a/b: c', '')).toBe('a-b-c.csv');
    expect(csvFileName('  ')).toBe('export.csv');
  });
});
