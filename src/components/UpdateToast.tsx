import { useTranslation } from 'react-i18next';

export interface UpdateToastProps {
  /** Reloads into the new version. */
  onReload: () => void;
  /** Hides the toast; the new version starts on the next visit. */
  onLater: () => void;
}

/**
 * "A new version of the app is ready": Reload / Later, in a corner of the screen (bottom, full
 * width on phones). Plain Bootstrap classes, no reactstrap: it ships with the sign-in page.
 */
export function UpdateToast({ onReload, onLater }: UpdateToastProps) {
  const { t } = useTranslation();
  return (
    <div className="app-update-toast" role="status" aria-live="polite" data-testid="pwa-update">
      <div className="toast show w-100 shadow" aria-atomic="true">
        <div className="toast-body d-flex flex-column gap-2">
          <div className="d-flex gap-2">
            <i className="bi bi-arrow-repeat fs-4 lh-1 text-primary" aria-hidden="true" />
            <div>
              <strong className="d-block">{t('pwa.updateTitle')}</strong>
              <span className="small">{t('pwa.updateText')}</span>
            </div>
          </div>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onLater} data-testid="pwa-update-later">
              {t('pwa.later')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onReload} data-testid="pwa-update-reload">
              {t('pwa.reload')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
