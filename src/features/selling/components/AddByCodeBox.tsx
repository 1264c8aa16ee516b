import '../texts';
import { useId, useState, type ReactNode } from 'react';
import { Alert, Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '../domain/saleDraft';

export type { CodeMessage };

export interface AddByCodeBoxProps {
  /** Looks the code up and adds the product; resolves true when added. */
  onCode: (code: string) => Promise<boolean>;
  message: CodeMessage | null;
  /** Beside the box, e.g. the camera scan button. */
  extra?: ReactNode;
}

/**
 * The products step's code box: a USB scanner types into it (or anywhere in the step: the wizard
 * listens for scans), a seller may type a code and press Enter. The box empties after an add.
 */
export function AddByCodeBox({ onCode, message, extra }: AddByCodeBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <div className="mb-2" data-testid="sale-add-by-code">
      <Label for={id} className="small mb-1">
        {t('selling.addCode.label')}
      </Label>
      <div className="d-flex gap-2">
        <InputGroup size="sm" className="flex-grow-1">
          <InputGroupText aria-hidden="true">
            <i className="bi bi-upc-scan" />
          </InputGroupText>
          <Input
            id={id}
            value={code}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            // The step opens ready for the next scan or typed code.
            autoFocus
            placeholder={t('selling.addCode.placeholder')}
            onChange={(e) => setCode(e.target.value)}
            // Enter on a code adds the product; Enter on an empty box continues the wizard.
            data-scan-target=""
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              const typed = code.trim();
              if (typed === '') return;
              e.preventDefault();
              void onCode(typed).then((added) => {
                if (added) setCode('');
              });
            }}
            data-testid="sale-add-code"
          />
        </InputGroup>
        {extra}
      </div>
      {message && (
        <Alert color={message.tone} className="py-1 px-2 small mt-2 mb-0" role={message.tone === 'danger' ? 'alert' : 'status'} data-testid="sale-scan-message" data-tone={message.tone}>
          {message.text}
        </Alert>
      )}
    </div>
  );
}
