import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import i18n from '../i18n';
import { DateField, DateFieldMessage, type DateFieldProblem } from './DateField';

const userEvent = userEventLib.setup();

/** The field as a form holds it: its value in state, every change recorded. */
function Holder({ initial = '', problem = null, onChange }: { initial?: string; problem?: DateFieldProblem | null; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="r-from"
      label={i18n.t('range.from')}
      value={value}
      problem={problem}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows and takes YYYY-MM-DD whatever the locale: a text field with the numeric keypad, not a native date input', () => {
    render(<Holder initial="2026-01-01" />);
    const field = screen.getByLabelText('Эхлэх огноо') as HTMLInputElement;
    expect(field.id).toBe('r-from');
    expect(field.type).toBe('text');
    expect(field.value).toBe('2026-01-01');
    expect(field.inputMode).toBe('numeric');
    expect(field.placeholder).toBe('YYYY-MM-DD');
    expect(field.maxLength).toBe(10);
    expect(field.className).not.toContain('is-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the dashes in while digits are typed, keeps a dash typed by hand, drops letters', async () => {
    const onChange = vi.fn();
    render(<Holder onChange={onChange} />);
    const field = screen.getByLabelText('Эхлэх огноо') as HTMLInputElement;
    await userEvent.type(field, '20260131');
    expect(field.value).toBe('2026-01-31');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-31');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-01-3x1');
    expect(field.value).toBe('2026-01-31');
    // What a test or the bench fills in one go.
    fireEvent.change(field, { target: { value: '2019-05-06' } });
    expect(field.value).toBe('2019-05-06');
  });

  it('completes a one-digit month and day when left', async () => {
    render(
      <>
        <Holder />
        <button type="button">next</button>
      </>,
    );
    const field = screen.getByLabelText('Эхлэх огноо') as HTMLInputElement;
    await userEvent.type(field, '2026/1/5');
    expect(field.value).toBe('2026-1-5');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(field.value).toBe('2026-01-05');
  });

  it('a day the form found none is marked and described by its message, how to write one; a bad range only marks it', async () => {
    const { rerender } = render(
      <>
        <DateField id="r-from" label="Эхлэх огноо" value="2026-13-01" onChange={() => {}} problem="day" />
        <DateFieldMessage fieldId="r-from" label="Эхлэх огноо" />
      </>,
    );
    const field = screen.getByLabelText('Эхлэх огноо');
    expect(field.className).toContain('is-invalid');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Эхлэх огноо: огноог он-сар-өдрөөр бичнэ үү, жишээ нь 2026-01-31.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByTestId('r-from-error')).toBe(message);

    rerender(<DateField id="r-from" label="Эхлэх огноо" value="2026-05-07" onChange={() => {}} problem="range" />);
    expect(field.className).toContain('is-invalid');
    expect(field.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await i18n.changeLanguage('en');
    rerender(<DateFieldMessage fieldId="r-from" label="Start date" />);
    expect(screen.getByRole('alert').textContent).toBe('Start date: write the date as year-month-day, e.g. 2026-01-31.');
  });
});
