import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from '../i18n';
import { ReportRangeFilter } from './ReportRangeFilter';

const RANGE = { start: new Date(2026, 0, 1), end: new Date(2026, 10, 22, 23, 59, 59, 999) };

function setup(initial = { from: '2026-01-01', to: '2026-11-22' }) {
  const onSearch = vi.fn();
  const onInvalid = vi.fn();
  render(<ReportRangeFilter idPrefix="r" initial={initial} range={RANGE} onSearch={onSearch} onInvalid={onInvalid} />);
  const from = screen.getByLabelText(/Эхлэх огноо|Start date/);
  const to = screen.getByLabelText(/Дуусах огноо|End date/);
  return { onSearch, onInvalid, from, to, search: () => fireEvent.click(screen.getByTestId('range-search')) };
}

describe('ReportRangeFilter', () => {
  it('searches the days from 00:00:00 to 23:59:59.999 and shows the applied range', () => {
    const { onSearch, onInvalid, from, to, search } = setup();
    expect(from).toHaveProperty('value', '2026-01-01');
    expect(screen.getByTestId('range-shown').textContent).toBe('2026-01-01 00:00:00 – 2026-11-22 23:59:59 хүртэлх');
    fireEvent.change(from, { target: { value: '2019-05-06' } });
    fireEvent.change(to, { target: { value: '2019-05-07' } });
    search();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ start: new Date(2019, 4, 6, 0, 0, 0, 0), end: new Date(2019, 4, 7, 23, 59, 59, 999) });
    expect(onInvalid).not.toHaveBeenCalled();
    expect(screen.queryByTestId('range-error')).toBeNull();
  });

  it('an end before the start shows the message and does not search', () => {
    const { onSearch, onInvalid, from, to, search } = setup();
    fireEvent.change(from, { target: { value: '2019-05-07' } });
    fireEvent.change(to, { target: { value: '2019-05-06' } });
    search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith('endBeforeStart');
    expect(screen.getByTestId('range-error').textContent).toBe('Дуусах огноо эхлэх огнооноос өмнө байна. Огноогоо засна уу.');
    expect(from.className).toContain('is-invalid');
    expect(to.className).toContain('is-invalid');
    // The old range is no longer said to be shown.
    expect(screen.queryByTestId('range-shown')).toBeNull();

    // Corrected: the message goes and the search runs.
    fireEvent.change(to, { target: { value: '2019-05-08' } });
    search();
    expect(screen.queryByTestId('range-error')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({ start: new Date(2019, 4, 7, 0, 0, 0, 0), end: new Date(2019, 4, 8, 23, 59, 59, 999) });
  });

  it('a day that is no day is said under its field, how to write it; nothing is searched', () => {
    const { onSearch, onInvalid, from, to, search } = setup();
    // A US date pasted, and a 13th month.
    fireEvent.change(from, { target: { value: '01/31/2026' } });
    fireEvent.change(to, { target: { value: '2026-13-01' } });
    search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith('invalidStart');
    expect(screen.getByTestId('r-from-error').textContent).toBe('Эхлэх огноо: огноог он-сар-өдрөөр бичнэ үү, жишээ нь 2026-01-31.');
    expect(screen.getByTestId('r-to-error').textContent).toBe('Дуусах огноо: огноог он-сар-өдрөөр бичнэ үү, жишээ нь 2026-01-31.');
    expect(from.className).toContain('is-invalid');
    expect(screen.queryByTestId('range-error')).toBeNull();
    expect(screen.queryByTestId('range-shown')).toBeNull();

    // Written as asked (a one-digit month too): searched.
    fireEvent.change(from, { target: { value: '2026-1-5' } });
    fireEvent.change(to, { target: { value: '2026-01-31' } });
    search();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(from).toHaveProperty('value', '2026-01-05');
    expect(onSearch).toHaveBeenCalledWith({ start: new Date(2026, 0, 5, 0, 0, 0, 0), end: new Date(2026, 0, 31, 23, 59, 59, 999) });
  });

  it('an empty start day is said in English too', async () => {
    await i18n.changeLanguage('en');
    const { onSearch, from, search } = setup();
    fireEvent.change(from, { target: { value: '' } });
    search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Start date: write the date as year-month-day, e.g. 2026-01-31.');
  });
});
