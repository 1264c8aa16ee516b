import '../texts';
import { useTranslation } from 'react-i18next';
import { confirmDialog, withAlerts } from '../../../components';

/**
 * An irreversible delete (a merchant record, a transaction): asks first
 * (Delete / Cancel, warning), then runs `remove` behind the loading alert and reports the outcome.
 * Resolves true when deleted.
 */
export function useDeleteAction() {
  const { t } = useTranslation();
  return async (title: string, remove: () => Promise<void>, success: string): Promise<boolean> => {
    const yes = await confirmDialog({
      title,
      text: t('orders.irreversible'),
      confirmText: t('orders.delete'),
      cancelText: t('orders.cancel'),
      danger: true,
    });
    if (!yes) return false;
    return (await withAlerts(remove, { success })).ok;
  };
}
