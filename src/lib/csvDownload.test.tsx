// downloadCsv in the browser (jsdom): the file's object URL outlives the click long enough for a
// busy browser to read it, then is freed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, downloadCsv } from './csv';

describe('downloadCsv', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link named after the file, and revokes its URL only after DOWNLOAD_URL_LIFETIME_MS', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:csv-1');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadCsv('sales-report_2026-01-01_2026-11-26.csv', 'a,b\n1,2');

    expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'sales-report_2026-01-01_2026-11-26.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull(); // the link does not stay in the page
    vi.advanceTimersByTime(1_000);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
  });
});
