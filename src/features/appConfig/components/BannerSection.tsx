import '../texts';
import { useRef, useState } from 'react';
import { Button, Card, CardBody, CardHeader, Col, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components';
import { formatDateTime } from '../../../lib/dates';
import type { Banner } from '../domain/appConfig';
import { saveWithFeedback } from './saveFeedback';

export interface BannerSectionProps {
  banner: Banner;
  loading: boolean;
  /** Uploads the picture and writes appConfigs/banner; rejects on failure. */
  onSave: (file: File) => Promise<unknown>;
}

/** The app's banner: the current picture, when it changed, and a chooser to replace it. */
export function BannerSection({ banner, loading, onSave }: BannerSectionProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const save = async () => {
    if (busyRef.current) return;
    const file = files[0];
    if (!file) {
      setError(t('appConfig.banner.required'));
      return;
    }
    setError(null);
    busyRef.current = true;
    setBusy(true);
    const ok = await saveWithFeedback(t, () => onSave(file));
    busyRef.current = false;
    setBusy(false);
    if (ok) setFiles([]);
  };

  return (
    <Card className="mb-4" data-testid="banner-section">
      <CardHeader tag="h2" className="h5 mb-0 bg-white">
        {t('appConfig.banner.title')}
      </CardHeader>
      <CardBody>
        <p className="text-muted small">{t('appConfig.banner.help')}</p>
        <Row className="g-3">
          <Col xs={12} md={7}>
            <div className="form-label">{t('appConfig.banner.current')}</div>
            {loading ? (
              <div className="d-flex align-items-center justify-content-center border rounded bg-light" style={{ height: 200 }}>
                <Spinner size="sm" aria-label={t('ui.alert.loadingTitle')} />
              </div>
            ) : banner.picUrl ? (
              <img
                src={banner.picUrl}
                alt={t('appConfig.banner.current')}
                data-testid="banner-picture"
                className="d-block w-100 border rounded bg-light"
                style={{ maxHeight: 260, objectFit: 'contain' }}
              />
            ) : (
              <div
                data-testid="banner-placeholder"
                className="d-flex flex-column align-items-center justify-content-center border rounded bg-light text-muted text-center p-3"
                style={{ height: 200 }}
              >
                <i className="bi bi-image fs-1" aria-hidden="true" />
                <span className="small">{t('appConfig.banner.none')}</span>
              </div>
            )}
            {!loading && (
              <div className="small text-muted mt-2" data-testid="banner-updated">
                {banner.updatedAt ? t('appConfig.banner.updatedAt', { date: formatDateTime(banner.updatedAt) }) : t('appConfig.banner.updatedNever')}
              </div>
            )}
          </Col>
          <Col xs={12} md={5}>
            <ImagePicker
              id="banner-picker"
              label={t('appConfig.banner.picker')}
              value={files}
              onChange={(next) => {
                setFiles(next);
                if (next.length > 0) setError(null);
              }}
              multiple={false}
              maxFiles={1}
              allowCamera={false}
              disabled={busy || loading}
              error={error ?? undefined}
            />
            <Button color="primary" className="mt-3" onClick={() => void save()} disabled={busy || loading} data-testid="banner-save">
              {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {busy ? t('appConfig.saving') : t('appConfig.save')}
            </Button>
          </Col>
        </Row>
      </CardBody>
    </Card>
  );
}
