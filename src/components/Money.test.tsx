import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Money } from './Money';
import { MoneyInput } from './MoneyInput';
import i18n from '../i18n';

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

  it('refuses letters with a message, keeps the amount, and gives null when cleared', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3000} />);
    expect(field().value).toBe('3,000');
    await user.type(field(), 'ab');
    expect(field().value).toBe('3,000');
    expect(screen.getByRole('alert').textContent).toBe('Зөвхөн цифр. Авсангүй: “3,000b”. Дүнг цифрээр бичнэ үү (мянгатыг таслалаар тусгаарлаж болно).');
    await user.clear(field());
    expect(field().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('null');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a pasted "5,000.50" with a message instead of taking 500,050', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await user.click(field());
    await user.paste('5,000.50');
    expect(field().value).toBe('');
    expect(onValue).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Зөвхөн бүхэл төгрөг: “5,000.50” бутархай хэсэгтэй байна. Дүнг бутархайгүй бичнэ үү.');
    // A whole amount afterwards is taken; the message stays until the field is left.
    await user.paste('5,000');
    expect(onValue).toHaveBeenLastCalledWith(5000);
    expect(field().value).toBe('5,000');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a typed decimal point and a minus sign, keeping the amount typed so far', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(field(), '5000.');
    expect(field().value).toBe('5,000');
    expect(screen.getByRole('alert').textContent).toContain('бутархай');
    expect(screen.getByRole('status').textContent).toBe('5000');
    await user.clear(field());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field(), '-100');
    // The digits after the refused sign are taken, and the message says the minus was not.
    expect(screen.getByRole('alert').textContent).toBe('Дүн хасах байж болохгүй. Авсангүй: “-”. Дүнг хасах тэмдэггүй бичнэ үү.');
    expect(screen.getByRole('status').textContent).toBe('100');
    expect(field().value).toBe('100');
  });

  it('says the message in English too, and the message goes when the field is left', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    try {
      render(<Controlled />);
      await user.click(field());
      await user.paste('-100');
      expect(screen.getByRole('alert').textContent).toBe('An amount cannot be negative: “-100” was not taken. Type the amount without a minus sign.');
      await user.tab();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      await i18n.changeLanguage('mn');
    }
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

  it('refuses amounts above max, saying the largest', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={100000} />);
    await user.type(field(), '0');
    expect(field().value).toBe('1,000,000');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field(), '0');
    expect(field().value).toBe('1,000,000');
    expect(screen.getByRole('alert').textContent).toBe('Хэт их дүн. Авсангүй: “1,000,0000”. Дээд тал нь 1,000,000₮.');
  });

  it('shows an external value change', () => {
    const { rerender } = render(<MoneyInput aria-label="Amount" value={5} onChange={() => undefined} />);
    rerender(<MoneyInput aria-label="Amount" value={2500000} onChange={() => undefined} invalid />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('2,500,000');
    expect(input.classList.contains('is-invalid')).toBe(true);
  });
});
