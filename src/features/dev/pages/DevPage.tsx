import { useTranslation } from 'react-i18next';

/** /dev: an empty page for developers (docs/roles.md). */
export default function DevPage() {
  const { t } = useTranslation();
  return <h1 className="h4" data-testid="page-title">{t('menu.dev')}</h1>;
}
