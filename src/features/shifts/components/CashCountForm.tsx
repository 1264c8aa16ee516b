import '../texts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, FormFeedback, Input, Table } from 'reactstrap';
import { Money, MoneyInput } from '../../../components';
import { CASH_MAX, DENOMINATIONS } from '../../../entities/shift/shift';
import { formatMoney } from '../../../lib/money';
import { cashOf, draftTotal, readNotes, type CashDraft } from '../domain/cashForm';

export interface CashCountFormProps {
  draft: CashDraft;
  onChange: (draft: CashDraft) => void;
  /** Show what is wrong (after a submit was tried). */
  showProblems: boolean;
  idPrefix: string;
  disabled?: boolean;
}

/**
 * A drawer counted note by note (20,000 down to 10 ₮, pieces typed, each line's amount and the total
 * as typed) or typed as one amount: the float and the close (docs/shifts.md).
 */
export function CashCountForm({ draft, onChange, showProblems, idPrefix, disabled = false }: CashCountFormProps) {
  const { t } = useTranslation();
  const amountId = useId();
  const result = cashOf(draft);
  const problem = !result.ok ? result.problem : null;
  return (
    <div data-testid={`${idPrefix}-count`}>
      <ButtonGroup size="sm" className="mb-2" role="group">
        <Button type="button" color="secondary" outline={!draft.byCount} onClick={() => onChange({ ...draft, byCount: true })} disabled={disabled} data-testid={`${idPrefix}-by-count`}>
          {t('shifts.count.byCount')}
        </Button>
        <Button type="button" color="secondary" outline={draft.byCount} onClick={() => onChange({ ...draft, byCount: false })} disabled={disabled} data-testid={`${idPrefix}-by-amount`}>
          {t('shifts.count.byAmount')}
        </Button>
      </ButtonGroup>
      {draft.byCount ? (
        <Table size="sm" className="align-middle mb-1" style={{ maxWidth: 420 }}>
          <thead>
            <tr>
              <th>{t('shifts.count.denomination')}</th>
              <th style={{ width: 120 }}>{t('shifts.count.notes')}</th>
              <th className="text-end">{t('shifts.count.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {DENOMINATIONS.map((d) => {
              const text = draft.notes[`${d}`] ?? '';
              const read = readNotes(text);
              return (
                <tr key={d}>
                  <td>
                    <label htmlFor={`${idPrefix}-notes-${d}`} className="mb-0">
                      {formatMoney(d)}
                    </label>
                  </td>
                  <td>
                    <Input
                      id={`${idPrefix}-notes-${d}`}
                      bsSize="sm"
                      inputMode="numeric"
                      autoComplete="off"
                      value={text}
                      invalid={read.problem !== undefined}
                      disabled={disabled}
                      onChange={(e) => onChange({ ...draft, notes: { ...draft.notes, [`${d}`]: e.target.value } })}
                      data-testid={`${idPrefix}-notes-${d}`}
                    />
                    {read.problem && <FormFeedback>{t(`shifts.count.${read.problem}`)}</FormFeedback>}
                  </td>
                  <td className="text-end text-nowrap">{read.value ? <Money value={d * read.value} /> : ''}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t('shifts.count.total')}</th>
              <th className="text-end text-nowrap" data-testid={`${idPrefix}-total`}>
                <Money value={draftTotal(draft)} />
              </th>
            </tr>
          </tfoot>
        </Table>
      ) : (
        <div style={{ maxWidth: 260 }}>
          <MoneyInput
            id={amountId}
            value={draft.amount}
            max={CASH_MAX}
            onChange={(v) => onChange({ ...draft, amount: v })}
            invalid={showProblems && problem !== null}
            disabled={disabled}
            aria-label={t('shifts.count.total')}
            data-testid={`${idPrefix}-amount`}
          />
        </div>
      )}
      {showProblems && problem && (
        <div className="text-danger small" data-testid={`${idPrefix}-problem`}>
          {t(`shifts.count.${problem}`)}
        </div>
      )}
    </div>
  );
}
