import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { FILTERS_STORAGE_KEY } from './browserState';
import { FiltersToggle, useFiltersOpen } from './FiltersToggle';

/** The toggle and a panel wired as ProductBrowser wires them. */
function Harness({ count = 0 }: { count?: number }) {
  const [open, toggle] = useFiltersOpen();
  return (
    <>
      <FiltersToggle open={open} count={count} onToggle={toggle} controls="panel" />
      {open && <div id="panel" data-testid="filter-panel" />}
    </>
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const originalWidth = window.innerWidth;

describe('FiltersToggle', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setWidth(originalWidth));

  it('on a 1024 px tablet starts closed; the toggle opens and closes the panel and says so', async () => {
    setWidth(1024);
    render(<Harness />);
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByTestId('filter-panel')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('panel');
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByTestId('filter-panel')).toBeNull();
  });

  it('starts open on a wide desktop (1400 px and up)', () => {
    setWidth(1440);
    render(<Harness />);
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
  });

  it('remembers the user’s choice on the device: the next grid starts as it was left', async () => {
    setWidth(1024);
    const first = render(<Harness />);
    await userEvent.click(screen.getByTestId('filters-toggle'));
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBe('open');
    first.unmount();
    render(<Harness />);
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
  });

  it('a phone never keeps the panel open for the next visit', async () => {
    setWidth(375);
    const first = render(<Harness />);
    await userEvent.click(screen.getByTestId('filters-toggle'));
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
    first.unmount();
    render(<Harness />);
    expect(screen.queryByTestId('filter-panel')).toBeNull();
  });

  it('shows the number of filters in force, in both languages', async () => {
    setWidth(1024);
    const { rerender } = render(<Harness count={0} />);
    expect(screen.queryByTestId('filters-count')).toBeNull();
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Шүүлтүүр');
    rerender(<Harness count={2} />);
    expect(screen.getByTestId('filters-count').textContent).toBe('2 идэвхтэй');
    await i18n.changeLanguage('en');
    rerender(<Harness count={3} />);
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filters3 active');
  });
});
