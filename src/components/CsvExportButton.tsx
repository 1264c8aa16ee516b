import './texts';
import { useEffect, useRef, useState } from 'react';
import { Button, Progress } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from '../lib/csv';
import { isAbortError } from '../firebase/queries';
import { showFailure } from './alerts';

export interface CsvExportRead {
  signal: AbortSignal;
  /** Documents read so far. */
  onProgress: (read: number) => void;
}

export interface CsvExportButtonProps<Row> {
  /** File name, e.g. from csvFileName('delivery-report', from, to). */
  fileName: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  /** Reads every row of the file, page by page (e.g. readAllPages), stopping when the signal aborts. */
  read: (options: CsvExportRead) => Promise<readonly Row[]>;
  /** Documents the read will go through (from a count), for the progress bar; null while unknown. */
  total: number | null;
  disabled?: boolean;
}

/**
 * Downloads the whole range as a CSV file (row numbers and a UTF-8 BOM: src/lib/csv.ts), read page
 * by page with a progress bar (`csv-progress`) and a cancel button (`csv-cancel`). Cancelling leaves
 * no file and says nothing; a failed read says so.
 */
export function CsvExportButton<Row>({ fileName, columns, read, total, disabled = false }: CsvExportButtonProps<Row>) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const rows = await read({ signal: abort.signal, onProgress: (n) => !abort.signal.aborted && setProgress(n) });
      if (abort.signal.aborted) return;
      downloadCsv(fileName, toCsv(t('ui.csv.rowNumber'), columns, rows));
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) return;
      console.error('csv export', error);
      void showFailure(t('range.csv.failed'));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  const empty = total === 0;
  const max = Math.max(total ?? 0, progress ?? 0, 1);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button
        type="button"
        color="success"
        outline
        size="sm"
        disabled={disabled || empty || progress !== null || total === null}
        title={empty ? t('ui.csv.empty') : undefined}
        onClick={() => void start()}
        data-testid="csv-download"
      >
        <i className="bi bi-filetype-csv" aria-hidden="true" /> {t('ui.csv.download')}
      </Button>
      {progress !== null && (
        <>
          <div className="d-flex flex-column" style={{ minWidth: '10rem' }}>
            <Progress
              value={progress}
              max={max}
              striped
              animated
              style={{ height: '0.5rem' }}
              aria-label={t('range.csv.reading')}
              data-testid="csv-progress"
            />
            <span className="small text-muted text-nowrap" role="status">
              {t('range.csv.progress', { read: progress.toLocaleString('en-US'), total: (total ?? 0).toLocaleString('en-US') })}
            </span>
          </div>
          <Button type="button" size="sm" color="secondary" outline onClick={() => controller.current?.abort()} data-testid="csv-cancel">
            {t('range.csv.cancel')}
          </Button>
        </>
      )}
    </div>
  );
}
