import { Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';

/** "Load more" under a list whose range holds more than the loaded batches. */
export function LoadMore({ shown, onClick, busy }: { shown: boolean; onClick: () => void; busy: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <div className="text-center mt-2">
      <Button color="secondary" outline size="sm" onClick={onClick} disabled={busy} data-testid="list-more">
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('ui.list.more')}
      </Button>
    </div>
  );
}
