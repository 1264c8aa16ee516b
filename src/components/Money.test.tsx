import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Money } from './Money';
import { MoneyInput } from './MoneyInput';

describe('Money', () => {
  it('formats with thousands separators and the tugrik sign', () => {
    const { container } = render(<Money value={12500} />);
    expect(container.textContent).toBe('12,500₮');
  });

  it('strikes the original price through when discounted', () => {
    const { container } = render(<Money value={12500} original={15000} />);
    const del = container.querySelector('del');
    expect(del?.textContent).toContain('15,000₮');
    expect(del?.textContent).toContain('Анхны үнэ');
    expect(container.textContent).toContain('12,500₮');
  });

  it('shows no struck price when the original equals the price', () => {
    const { container } = render(<Money value={15000} original={15000} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows a dash without a value and supports decimals', () => {
    const { container, rerender } = render(<Money value={null} />);
    expect(container.textContent).toBe('—');
    rerender(<Money value={1234.5} fractionDigits={2} />);
    expect(container.textContent).toBe('1,234.50₮');
  });
});

function Controlled({ initial = null, onValue }: { initial?: number | null; onValue?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="price">Price</label>
      <MoneyInput
        id="price"
        name="price"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        max={1_000_000}
      />
      <output>{value === null ? 'null' : value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Price') as HTMLInputElement;

describe('MoneyInput', () => {
  it('formats while typing and reports integers', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    await user.type(field(), '12500');
    expect(field().value).toBe('12,500');
    expect(screen.getByRole('status').textContent).toBe('12500');
    expect(onValue).toHaveBeenLastCalledWith(12500);
    expect(screen.getByText('₮')).toBeTruthy();
  });

  it('ignores non-digits and gives null when cleared', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3000} />);
    expect(field().value).toBe('3,000');
    await user.type(field(), 'ab');
    expect(field().value).toBe('3,000');
    await user.clear(field());
    expect(field().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('keeps the caret after the same digit when separators move', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={1000} />);
    // caret after "1" of "1,000", type 5 -> "15,000" with the caret after "15"
    field().focus();
    field().setSelectionRange(1, 1);
    await user.keyboard('5');
    expect(field().value).toBe('15,000');
    expect(field().selectionStart).toBe(2);
    await user.keyboard('2');
    expect(field().value).toBe('152,000');
    expect(field().selectionStart).toBe(3);
  });

  it('refuses amounts above max', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={100000} />);
    await user.type(field(), '0');
    expect(field().value).toBe('1,000,000');
    await user.type(field(), '0');
    expect(field().value).toBe('1,000,000');
  });

  it('shows an external value change', () => {
    const { rerender } = render(<MoneyInput aria-label="Amount" value={5} onChange={() => undefined} />);
    rerender(<MoneyInput aria-label="Amount" value={2500000} onChange={() => undefined} invalid />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('2,500,000');
    expect(input.classList.contains('is-invalid')).toBe(true);
  });
});
