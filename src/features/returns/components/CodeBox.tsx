import '../texts';
import { useId, useState, type ReactNode } from 'react';
import { Button, Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { CameraScanButton } from '../../../components/scan';

export interface CodeBoxProps {
  label: string;
  placeholder: string;
  /** Looks the code up; resolves true when it was taken (the box then empties). */
  onCode: (code: string) => Promise<boolean>;
  testId: string;
  size?: 'sm';
  /** A button after the box that looks up what is typed (e.g. Find). */
  action?: { label: ReactNode; disabled?: boolean; testId: string };
}

/**
 * The returns screen's code box (find the sale; take a new product): a USB scanner types into it
 * (data-scan-target), a code typed and Enter looks it up, the camera reads a label.
 */
export function CodeBox({ label, placeholder, onCode, testId, size, action }: CodeBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = () => {
    const typed = code.trim();
    if (typed === '') return;
    void onCode(typed).then((ok) => {
      if (ok) setCode('');
    });
  };
  return (
    <div>
      <Label for={id} className={size ? 'small mb-1' : 'mb-1'}>
        {label}
      </Label>
      <div className="d-flex gap-2">
        <InputGroup size={size}>
          <InputGroupText aria-hidden="true">
            <i className="bi bi-upc-scan" />
          </InputGroupText>
          <Input
            id={id}
            value={code}
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            data-scan-target=""
            placeholder={placeholder}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              submit();
            }}
            data-testid={testId}
          />
          {action && (
            <Button color="primary" disabled={action.disabled} onClick={submit} data-testid={action.testId}>
              {action.label}
            </Button>
          )}
        </InputGroup>
        <CameraScanButton onScan={(c) => void onCode(c)} iconBelowXxl />
      </div>
    </div>
  );
}
