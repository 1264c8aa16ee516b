import '../texts';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';

/** A list that could not be read: says so, with Try again (the screen keeps what it shows). */
export function LoadFailed({ retry }: { retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="warning" className="py-2">
      {t('ebarimt.loadFailed')}{' '}
      <Button size="sm" color="link" onClick={retry}>
        {t('ebarimt.retry')}
      </Button>
    </Alert>
  );
}
