import { describe, expect, it } from 'vitest';
import { LABEL_BARCODE_OPTIONS, LABEL_CSS, LABEL_HEIGHT_PX, LABEL_WIDTH_PX, escapeHtml, labelDocumentHtml, type LabelContent } from './labelHtml';

const texts = { title: 'Баркод хэвлэх', size: 'Размер', lang: 'mn' };
const svg = (sku: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="190px" height="107px"><text>${sku}</text></svg>`;
const label = (over: Partial<LabelContent> = {}): LabelContent => ({
  name: 'Nike Air Max',
  size: '40',
  price: '125,000₮',
  sku: '123456',
  barcodeSvg: svg('123456'),
  ...over,
});

describe('label document', () => {
  it('has one label per product with name, size, price and the barcode, in order', () => {
    const html = labelDocumentHtml([label(), label({ name: 'Хивс', size: '200x300', price: '1,500,000₮', sku: '654321', barcodeSvg: svg('654321') })], texts);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="mn">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Баркод хэвлэх</title>');
    expect(html.match(/<section class="label"/g)).toHaveLength(2);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html.indexOf('Nike Air Max')).toBeLessThan(html.indexOf('Хивс'));
    expect(html).toContain('Размер: 40');
    expect(html).toContain('Размер: 200x300');
    expect(html).toContain('1,500,000₮');
    expect(html).toContain('data-sku="654321"');
    expect(html).toContain('<text>654321</text>');
  });

  it('escapes the product texts but keeps the barcode markup', () => {
    const html = labelDocumentHtml([label({ name: '<script>alert("x")</script> & Co', size: '"40"' })], { ...texts, title: 'a<b' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('Размер: &quot;40&quot;');
    expect(html).toContain('<title>a&lt;b</title>');
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  });

  it('has no label for no product', () => {
    expect(labelDocumentHtml([], texts)).not.toContain('class="label"');
  });

  it('prints 171 x 228 px labels, one per page, and shows a grid on screen', () => {
    expect(LABEL_WIDTH_PX).toBe(171);
    expect(LABEL_HEIGHT_PX).toBe(228);
    expect(LABEL_CSS).toContain('@page { size: 171px 228px; margin: 0; }');
    expect(LABEL_CSS).toContain('width: 171px; height: 228px;');
    expect(LABEL_CSS).toMatch(/@media print[\s\S]*break-after: page/);
    expect(LABEL_CSS).toMatch(/\.sheet \{ display: flex; flex-wrap: wrap;/);
    expect(labelDocumentHtml([label()], texts)).toContain(LABEL_CSS);
  });

  it('uses the label\'s barcode settings: CODE128, font 15, width 2.5, height 70', () => {
    expect(LABEL_BARCODE_OPTIONS).toMatchObject({ format: 'CODE128', fontSize: 15, width: 2.5, height: 70, displayValue: true });
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
