import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from '../lib/csv';

export interface CsvButtonProps<Row> {
  /** File name, e.g. from csvFileName('delivery-report', from, to). */
  fileName: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  rows: readonly Row[];
  /** Disabled while the rows are still loading. */
  disabled?: boolean;
  testId?: string;
}

/**
 * Downloads `rows` as a CSV file with a row-number column and a UTF-8 BOM (src/lib/csv.ts).
 * Disabled when there is nothing to download.
 */
export function CsvButton<Row>({ fileName, columns, rows, disabled = false, testId = 'csv-download' }: CsvButtonProps<Row>) {
  const { t } = useTranslation();
  const empty = rows.length === 0;
  return (
    <Button
      type="button"
      color="success"
      outline
      size="sm"
      disabled={disabled || empty}
      title={empty ? t('ui.csv.empty') : undefined}
      onClick={() => downloadCsv(fileName, toCsv(t('ui.csv.rowNumber'), columns, rows))}
      data-testid={testId}
    >
      <i className="bi bi-filetype-csv" aria-hidden="true" /> {t('ui.csv.download')}
    </Button>
  );
}
