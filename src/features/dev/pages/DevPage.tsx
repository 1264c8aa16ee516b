import { useTranslation } from 'react-i18next';

/** /dev: the spec's empty page for developers. */
export default function DevPage() {
  const { t } = useTranslation();
  return <h1 className="h4" data-testid="page-title">{t('menu.dev')}</h1>;
}
