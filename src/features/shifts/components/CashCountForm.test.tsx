import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../texts';
import { EMPTY_CASH, type CashDraft } from '../domain/cashForm';
import { CashCountForm } from './CashCountForm';

function Harness({ showProblems = false, initial = EMPTY_CASH }: { showProblems?: boolean; initial?: CashDraft }) {
  const [draft, setDraft] = useState<CashDraft>(initial);
  return <CashCountForm draft={draft} onChange={setDraft} showProblems={showProblems} idPrefix="t" />;
}

describe('CashCountForm', () => {
  it('counts note by note: each line and the total as typed', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByTestId('t-notes-20000'), '3');
    await userEvent.type(screen.getByTestId('t-notes-500'), '4');
    expect(screen.getByTestId('t-total').textContent).toBe('62,000₮');
  });

  it('says what to fix: a count that is not a whole number, too many pieces, a missing amount', async () => {
    render(<Harness showProblems />);
    await userEvent.type(screen.getByTestId('t-notes-1000'), '2.5');
    expect(screen.getByText('Ширхгийг бүхэл тоогоор оруулна уу.')).toBeTruthy();
    expect(screen.getByTestId('t-problem').textContent).toBe('Ширхэг бүрийг 0–100,000 хооронд бүхэл тоогоор оруулна уу.');
    await userEvent.clear(screen.getByTestId('t-notes-1000'));
    await userEvent.type(screen.getByTestId('t-notes-1000'), '100001');
    expect(screen.getByText('Нэг дэвсгэрт 100,000 ширхэгээс ихгүй.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('t-by-amount'));
    expect(screen.getByTestId('t-problem').textContent).toBe('Дүнг оруулна уу.');
    await userEvent.type(screen.getByTestId('t-amount'), '150000');
    expect(screen.queryByTestId('t-problem')).toBeNull();
  });
});
