import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toProduct } from '../../../entities/product/product';

installJsdomStubs();

const mocks = vi.hoisted(() => ({ markPrinted: vi.fn() }));
vi.mock('../api/productWrites', () => ({ markPrinted: mocks.markPrinted }));

const { printLabels } = await import('./labels');

// jsdom has no canvas: JsBarcode measures the text with one.
HTMLCanvasElement.prototype.getContext = (() => ({ font: '', measureText: () => ({ width: 48 }) })) as unknown as HTMLCanvasElement['getContext'];

const a = toProduct('p1', { name: 'Nike Air 40', sku: '123456', size: '40', price: 90000, originalPrice: 120000 });
const b = toProduct('p2', { name: 'Хивс <2x3>', sku: '654321', size: '200x300', price: 1500000, originalPrice: 1500000, isPrinted: true });

interface FakePopup {
  html: string;
  print: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  close: ReturnType<typeof vi.fn>;
  addEventListener: ReturnType<typeof vi.fn>;
  document: { open: () => void; write: (html: string) => void; close: () => void };
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    html: '',
    print: vi.fn(),
    focus: vi.fn(),
    close: vi.fn(),
    addEventListener: vi.fn(),
    document: {
      open: () => {
        popup.html = '';
      },
      write: (html: string) => {
        popup.html += html;
      },
      close: () => undefined,
    },
  };
  return popup;
}

beforeEach(() => {
  mocks.markPrinted.mockReset().mockResolvedValue(undefined);
});

describe('printLabels', () => {
  it('writes one CODE128 label per product into the window, prints it, then marks the unprinted ones', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await printLabels([a, b]);
    expect(open).toHaveBeenCalledTimes(1);
    const doc = new DOMParser().parseFromString(popup.html, 'text/html');
    const labels = [...doc.querySelectorAll('section.label')];
    expect(labels).toHaveLength(2);
    expect(labels.map((l) => l.getAttribute('data-sku'))).toEqual(['123456', '654321']);
    expect(labels[0].textContent).toContain('Nike Air 40');
    expect(labels[0].textContent).toContain('90,000₮');
    expect(labels[1].textContent).toContain('Хивс <2x3>');
    const svgs = doc.querySelectorAll('section.label svg');
    expect(svgs).toHaveLength(2);
    expect(svgs[0].querySelector('text')?.textContent).toBe('123456');
    expect(svgs[0].querySelectorAll('rect').length).toBeGreaterThan(5);
    expect(svgs[0].getAttribute('height')).toBe(`${70 + 15 + 2 + 20}px`);
    expect(popup.print).toHaveBeenCalledTimes(1);
    expect(popup.addEventListener).toHaveBeenCalledWith('afterprint', expect.any(Function));
    expect(mocks.markPrinted).toHaveBeenCalledWith([a]);
    expect(mocks.markPrinted.mock.invocationCallOrder[0]).toBeGreaterThan(popup.print.mock.invocationCallOrder[0]);
  });

  it('says so when the browser blocks the window, and marks nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await printLabels([a]);
    expect(await screen.findByText(/Хэвлэх цонх нээгдсэнгүй/)).toBeTruthy();
    expect(mocks.markPrinted).not.toHaveBeenCalled();
  });

  it('opens nothing for no product', async () => {
    const open = vi.spyOn(window, 'open');
    open.mockClear();
    await printLabels([]);
    expect(open).not.toHaveBeenCalled();
  });
});
