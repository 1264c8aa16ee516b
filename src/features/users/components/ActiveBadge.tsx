import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';

/** An account's status on the /employees tables: active (may sign in) or inactive. */
export function ActiveBadge({ isActive, testId }: { isActive: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={isActive ? 'success' : 'secondary'} pill data-testid={testId}>
      {isActive ? t('employees.status.active') : t('employees.status.inactive')}
    </Badge>
  );
}
