import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import '../texts/scan';

export interface CameraScanButtonProps {
  onScan: (code: string) => void;
  /** Keep reading after a code (a stock count); the same code is ignored for REPEAT_MS. */
  continuous?: boolean;
  size?: 'sm';
  disabled?: boolean;
  /** The word shows only from 1400 px (the icon alone, named for screen readers, below): a toolbar short of width. */
  iconBelowXxl?: boolean;
}

/** A code read again within this time is the same label still in view, not a second scan. */
export const REPEAT_MS = 1500;
/** Pause between two reads of the preview. */
const READ_INTERVAL_MS = 120;

type Problem = 'refused' | 'absent' | 'unsupported' | 'failed';
type Status = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'problem'; problem: Problem; reason?: string };

function problemOf(error: unknown): { problem: Problem; reason?: string } {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { problem: 'refused' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return { problem: 'absent' };
  return { problem: 'failed', reason: error instanceof Error ? error.message : String(error) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Camera scanning for tablets and phones (docs/products.md, "Scanning"): a button opening the
 * camera's preview (the back camera where there is one) and reading CODE128 and EAN-13/EAN-8
 * labels. The reader (WebAssembly, served from our origin) loads on first use.
 */
export function CameraScanButton({ onScan, continuous = false, size, disabled, iconBelowXxl = false }: CameraScanButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [videoMounted, setVideoMounted] = useState(false);
  const attachVideo = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el;
    setVideoMounted(el !== null);
  }, []);
  const [status, setStatus] = useState<Status>({ kind: 'starting' });
  const [lastRead, setLastRead] = useState<string | null>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!open || !videoMounted || !video) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let last = { code: '', at: 0 };
    setStatus({ kind: 'starting' });
    setLastRead(null);

    const run = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus({ kind: 'problem', problem: 'unsupported' });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (cancelled) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        const { createCodeReader } = await import('./detector');
        const reader = await createCodeReader();
        if (cancelled) return;
        setStatus({ kind: 'scanning' });
        while (!cancelled) {
          if (video.readyState >= 2 && video.videoWidth > 0) {
            const codes = await reader.detect(video).catch(() => [] as string[]);
            const now = Date.now();
            for (const code of codes) {
              if (cancelled) break;
              if (code === last.code && now - last.at < REPEAT_MS) {
                last = { code, at: now };
                continue;
              }
              last = { code, at: now };
              setLastRead(code);
              onScanRef.current(code);
              if (!continuous) {
                cancelled = true;
                setOpen(false);
              }
            }
          }
          await sleep(READ_INTERVAL_MS);
        }
      } catch (error) {
        if (!cancelled) setStatus({ kind: 'problem', ...problemOf(error) });
      }
    };
    void run();

    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };
  }, [open, videoMounted, continuous]);

  const close = () => setOpen(false);

  return (
    <>
      <Button
        type="button"
        color="secondary"
        outline
        size={size}
        disabled={disabled}
        className="text-nowrap"
        title={iconBelowXxl ? t('scan.camera') : undefined}
        aria-label={iconBelowXxl ? t('scan.camera') : undefined}
        data-testid="camera-scan"
        onClick={() => setOpen(true)}
      >
        <i className={`bi bi-upc-scan${iconBelowXxl ? ' me-xxl-1' : ' me-1'}`} aria-hidden="true" />
        {iconBelowXxl ? <span className="d-none d-xxl-inline">{t('scan.camera')}</span> : t('scan.camera')}
      </Button>
      <Modal isOpen={open} toggle={close} centered data-testid="camera-scan-dialog">
        <ModalHeader toggle={close}>{t('scan.cameraTitle')}</ModalHeader>
        <ModalBody>
          {status.kind === 'problem' ? (
            <Alert color="warning" className="mb-2" data-testid="camera-problem">
              {t(`scan.${status.problem}`, { reason: status.reason ?? '' })}
            </Alert>
          ) : (
            <div className="small text-body-secondary mb-2">
              {status.kind === 'starting' ? (
                <>
                  <Spinner size="sm" className="me-2" />
                  {t('scan.starting')}
                </>
              ) : (
                t('scan.aiming')
              )}
            </div>
          )}
          <div className={`position-relative bg-black rounded overflow-hidden${status.kind === 'problem' ? ' d-none' : ''}`} style={{ aspectRatio: '4 / 3' }}>
            <video ref={attachVideo} className="w-100 h-100" style={{ objectFit: 'cover' }} muted playsInline autoPlay />
            <div className="position-absolute border border-2 border-warning rounded" style={{ inset: '30% 8%' }} aria-hidden="true" />
          </div>
          {continuous && lastRead && (
            <p className="mt-2 mb-0 fw-semibold" data-testid="camera-last-read">
              {t('scan.read', { code: lastRead })}
            </p>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" onClick={close}>
            {t('scan.close')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
