import '../texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { refusedWriteText, showFailure } from '../../../components';
import { useReturnWindow } from '../api/returnQueries';
import { saveReturnWindow } from '../api/returnWrites';
import { windowDaysOf } from '../domain/returns';

/** Admin, Manager, dev: how many days the store's sellers may take back a sale without a Manager. */
export function ReturnWindowSetting() {
  const { t } = useTranslation();
  const id = useId();
  const { data: days } = useReturnWindow();
  // null: untouched, showing the stored window.
  const [typed, setText] = useState<string | null>(null);
  const touched = typed !== null;
  const text = typed ?? String(days);
  const [saved, setSaved] = useState<string | null>(null);
  const value = windowDaysOf(text);
  const save = async () => {
    if (value === null) {
      setText(text);
      return;
    }
    try {
      await saveReturnWindow(value);
      setSaved(t('returns.settings.saved', { days: value }));
      setText(null);
    } catch (e) {
      console.error('return window', e);
      void showFailure(refusedWriteText(e) ?? t('returns.settings.invalid'));
    }
  };
  return (
    <section className="card card-body mb-3" data-testid="return-window">
      <h2 className="h6">{t('returns.settings.title')}</h2>
      <Label for={id} className="small mb-1">
        {t('returns.settings.label')}
      </Label>
      <div className="d-flex gap-2 align-items-start" style={{ maxWidth: 320 }}>
        <div className="flex-grow-1">
          <Input
            id={id}
            inputMode="numeric"
            value={text}
            invalid={touched && value === null}
            onChange={(e) => {
              setSaved(null);
              setText(e.target.value);
            }}
            data-testid="return-window-days"
          />
          <FormFeedback>{t('returns.settings.invalid')}</FormFeedback>
        </div>
        <Button color="primary" onClick={() => void save()} data-testid="return-window-save">
          {t('returns.settings.save')}
        </Button>
      </div>
      {saved && (
        <div className="small text-success mt-1" role="status">
          {saved}
        </div>
      )}
    </section>
  );
}
