import '../texts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormFeedback, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { refusedWriteText } from '../../../components';
import { foundReceiptProblem, type FoundReceiptProblem } from '../domain/foundReceipt';

interface FoundReceiptFormProps {
  /** Records the DDTD and date (trimmed by the caller's write). Rejects when refused. */
  onRecord: (found: { ddtd: string; date: string }) => Promise<void>;
  onCancel: () => void;
}

/**
 * The DDTD and date of an uncertain receipt found issued in ebarimt.mn, checked as the rules check
 * them (docs/ebarimt.md, "Reconciling"). What was typed stays when the write is refused.
 */
export function FoundReceiptForm({ onRecord, onCancel }: FoundReceiptFormProps) {
  const { t } = useTranslation();
  const [ddtd, setDdtd] = useState('');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<FoundReceiptProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = foundReceiptProblem(ddtd, date);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setSaving(true);
    try {
      await onRecord({ ddtd: ddtd.trim(), date: date.trim() });
    } catch (error) {
      console.error('e-barimt found receipt', error);
      setFailure(refusedWriteText(error) ?? t('ebarimt.found.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form className="w-100 border-top pt-2 mt-1" onSubmit={(e) => void submit(e)} noValidate data-testid="ebarimt-found-form">
      <p className="small text-body-secondary mb-2">{t('ebarimt.found.hint')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <FormGroup className="mb-1 flex-grow-1" style={{ minWidth: '18rem' }}>
          <Label for="found-ddtd" className="small mb-0">{t('ebarimt.found.ddtd')}</Label>
          <Input
            id="found-ddtd"
            className="font-monospace"
            inputMode="numeric"
            maxLength={40}
            value={ddtd}
            onChange={(e) => setDdtd(e.target.value)}
            invalid={problem === 'ddtd'}
            data-testid="ebarimt-found-ddtd"
          />
          {problem === 'ddtd' && <FormFeedback>{t('ebarimt.found.errors.ddtd')}</FormFeedback>}
        </FormGroup>
        <FormGroup className="mb-1" style={{ minWidth: '13rem' }}>
          <Label for="found-date" className="small mb-0">{t('ebarimt.found.date')}</Label>
          <Input
            id="found-date"
            className="font-monospace"
            maxLength={19}
            placeholder={t('ebarimt.found.datePlaceholder')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            invalid={problem === 'date' || problem === 'dateFuture'}
            data-testid="ebarimt-found-date"
          />
          {(problem === 'date' || problem === 'dateFuture') && <FormFeedback>{t(`ebarimt.found.errors.${problem}`)}</FormFeedback>}
        </FormGroup>
      </div>
      {failure && (
        <div className="small text-danger mb-1" role="alert" data-testid="ebarimt-found-failure">
          {failure}
        </div>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" color="primary" size="sm" disabled={saving} data-testid="ebarimt-found-save">
          {saving && <Spinner size="sm" className="me-1" />}
          {t('ebarimt.found.save')}
        </Button>
        <Button type="button" color="secondary" outline size="sm" onClick={onCancel} disabled={saving}>
          {t('ebarimt.found.cancel')}
        </Button>
      </div>
    </Form>
  );
}
