import '../texts';
import { useState } from 'react';
import { Alert, Button, FormFeedback, FormGroup, Input, InputGroup, Label, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { askCompany } from '../../../entities/ebarimt/ebarimtQueries';
import { consumerNoProblem, regNoProblem, type CompanyLookup, type EbarimtBuyer } from '../../../entities/ebarimt/ebarimt';

/** What the seller chose for the e-barimt (the wizard keeps it while the confirm step is open). */
export interface EbarimtChoiceValue {
  type: 'B2C' | 'B2B';
  consumerNo: string;
  regNo: string;
  /** The register number asked of the bridge (its answer is followed live). */
  asked: string | null;
}

export const EMPTY_EBARIMT_CHOICE: EbarimtChoiceValue = { type: 'B2C', consumerNo: '', regNo: '', asked: null };

/** The buyer the sale's receipt job names, or the reason it cannot be sold yet. */
export function ebarimtBuyerOf(choice: EbarimtChoiceValue, lookup: CompanyLookup | null): EbarimtBuyer | 'consumerNo' | 'regNo' | 'company' {
  if (choice.type === 'B2C') return consumerNoProblem(choice.consumerNo) ?? { type: 'B2C', consumerNo: choice.consumerNo || null };
  if (regNoProblem(choice.regNo)) return 'regNo';
  if (lookup?.status !== 'found' || choice.asked !== choice.regNo || lookup.regNo !== choice.regNo) return 'company';
  return { type: 'B2B', regNo: choice.regNo, customerTin: lookup.tin, customerName: lookup.name };
}

export interface EbarimtChoiceProps {
  value: EbarimtChoiceValue;
  onChange: (value: EbarimtChoiceValue) => void;
  /** The bridge's answer for the asked register number, live (the wizard follows it: it sells with it). */
  lookup: CompanyLookup | null;
  /** Shown after a refused Sell: what to fix. */
  problem: 'consumerNo' | 'regNo' | 'company' | null;
}

/**
 * The e-barimt of the sale (docs/ebarimt.md): to a person (an optional 8-digit e-barimt consumer
 * number) or to a company (its register number, looked up through the shop bridge: the company's
 * name shows before the sale is finished).
 */
export function EbarimtChoice({ value, onChange, lookup, problem }: EbarimtChoiceProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [askFailed, setAskFailed] = useState(false);
  const answer = value.asked ? lookup : null;
  const k = (key: string, o?: Record<string, unknown>) => t(`selling.ebarimt.${key}`, o);

  const ask = async () => {
    if (regNoProblem(value.regNo)) return;
    setAskFailed(false);
    onChange({ ...value, asked: value.regNo });
    try {
      await askCompany(value.regNo, user.id);
    } catch (e) {
      // Refused while an earlier ask is still waiting for the bridge: that one is followed.
      if ((e as { code?: string }).code === 'permission-denied') return;
      console.error('company lookup', e);
      setAskFailed(true);
    }
  };
  return (
    <fieldset className="border rounded p-2 mb-3" data-testid="ebarimt-choice">
      <legend className="float-none w-auto px-1 fs-6 mb-0">{k('title')}</legend>
      <div className="d-flex flex-wrap gap-3 mb-2" role="radiogroup" aria-label={k('title')}>
        {(['B2C', 'B2B'] as const).map((type) => (
          <FormGroup check inline key={type} className="mb-0">
            <Input
              type="radio"
              id={`ebarimt-${type}`}
              name="ebarimt-type"
              checked={value.type === type}
              onChange={() => onChange({ ...value, type })}
              data-testid={`ebarimt-${type}`}
            />
            <Label check for={`ebarimt-${type}`}>
              {k(type)}
            </Label>
          </FormGroup>
        ))}
      </div>
      {value.type === 'B2C' ? (
        <FormGroup className="mb-0">
          <Label for="ebarimt-consumer" className="small mb-1">
            {k('consumerNo')}
          </Label>
          <Input
            id="ebarimt-consumer"
            inputMode="numeric"
            maxLength={8}
            value={value.consumerNo}
            invalid={problem === 'consumerNo' || (value.consumerNo !== '' && consumerNoProblem(value.consumerNo) !== null && value.consumerNo.length >= 8)}
            onChange={(e) => onChange({ ...value, consumerNo: e.target.value.replace(/\D/g, '').slice(0, 8) })}
            data-testid="ebarimt-consumer"
          />
          <FormFeedback>{k('errors.consumerNo')}</FormFeedback>
        </FormGroup>
      ) : (
        <FormGroup className="mb-0">
          <Label for="ebarimt-regno" className="small mb-1">
            {k('regNo')}
          </Label>
          <InputGroup>
            <Input
              id="ebarimt-regno"
              maxLength={10}
              value={value.regNo}
              invalid={problem === 'regNo'}
              onChange={(e) => onChange({ ...value, regNo: e.target.value.toUpperCase().replace(/\s/g, '').slice(0, 10) })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void ask();
                }
              }}
              data-testid="ebarimt-regno"
            />
            <Button type="button" color="primary" outline disabled={regNoProblem(value.regNo) !== null} onClick={() => void ask()} data-testid="ebarimt-find">
              <i className="bi bi-search" aria-hidden="true" /> {k('find')}
            </Button>
            <FormFeedback>{k('errors.regNo')}</FormFeedback>
          </InputGroup>
          <div className="small mt-1" aria-live="polite" data-testid="ebarimt-company">
            {askFailed && <span className="text-danger">{k('askFailed')}</span>}
            {!askFailed && value.asked && !answer && <span className="text-muted"><Spinner size="sm" /> {k('looking')}</span>}
            {!askFailed && answer?.status === 'pending' && <span className="text-muted"><Spinner size="sm" /> {k('looking')}</span>}
            {answer?.status === 'found' && (
              <span className="fw-semibold text-success" data-testid="ebarimt-company-name">
                <i className="bi bi-building-check" aria-hidden="true" /> {answer.name} · {k('tin', { tin: answer.tin })}
              </span>
            )}
            {answer?.status === 'unknown' && <span className="text-danger">{k('unknown', { regNo: value.asked })}</span>}
            {answer?.status === 'failed' && <span className="text-danger">{k('lookupFailed')}</span>}
          </div>
        </FormGroup>
      )}
      {problem === 'company' && (
        <Alert color="warning" className="py-1 px-2 mt-2 mb-0 small" role="alert">
          {k('errors.company')}
        </Alert>
      )}
    </fieldset>
  );
}
