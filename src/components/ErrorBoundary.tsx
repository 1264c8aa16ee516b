import { Component, Suspense, useEffect, useId, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/network';
import { ChunkLoadError, isChunkLoadError, retryableLazy } from './lazyRetry';

// Plain Bootstrap markup, no reactstrap: the app-wide boundary ships with the sign-in page.

export interface FallbackProps {
  error: unknown;
  /** Renders the children again (a failed lazy part is imported again: retryableLazy). */
  retry: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (props: FallbackProps) => ReactNode;
  /** A new value starts afresh (e.g. the address: another screen is not the one that failed). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/**
 * Catches what its children throw while rendering (a bug) or loading (a lazy part that could not
 * be downloaded), and shows `fallback` in their place; everything above it stays as it was
 * (docs/architecture.md, error boundaries).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('a part of the app failed', error, info.componentStack);
    // From now on a render of the part that failed to download downloads it again (Try again, or
    // the dialog opened anew).
    if (error instanceof ChunkLoadError) error.again();
  }

  retry = (): void => this.setState({ failed: false, error: null });

  render(): ReactNode {
    return this.state.failed ? this.props.fallback({ error: this.state.error, retry: this.retry }) : this.props.children;
  }
}

export type FailureKind = 'offline' | 'load' | 'error';

/**
 * What went wrong, as the person is told: a part not downloaded while offline, a part the server
 * did not send, or a bug. A part that failed offline is tried again by itself once the connection
 * is back.
 */
export function useFailure(error: unknown, retry: () => void): FailureKind {
  const online = useOnline();
  const load = isChunkLoadError(error);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  if (load && !online && !waitingForNetwork) setWaitingForNetwork(true);
  useEffect(() => {
    if (online && waitingForNetwork) retry();
  }, [online, waitingForNetwork, retry]);
  return !load ? 'error' : online ? 'load' : 'offline';
}

const ICONS: Record<FailureKind, string> = { offline: 'bi-wifi-off', load: 'bi-cloud-slash', error: 'bi-exclamation-triangle' };

/** Where the failure is shown, for what the person is told is kept. */
export type FailurePlace = 'screen' | 'dialog' | 'app';

function FailureText({ kind, place, titleId }: { kind: FailureKind; place: FailurePlace; titleId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <i className={`bi ${ICONS[kind]} ${kind === 'error' ? 'text-danger' : 'text-warning'} d-block mb-2`} style={{ fontSize: '2rem' }} aria-hidden="true" />
      <h2 className="h5" id={titleId} data-testid="failure-title">
        {t(`ui.failure.${kind}Title`)}
      </h2>
      <p className="mb-2" data-testid="failure-text">
        {t(`ui.failure.${kind}Text`)}
      </p>
      {place !== 'app' && <p className="small text-muted mb-0">{t(place === 'dialog' ? 'ui.failure.keptSelection' : 'ui.failure.keptShell')}</p>}
    </>
  );
}

/** The failure in place of a screen (inside the shell) or of the whole app, with Try again. */
export function FailureNotice({ error, retry, place }: FallbackProps & { place: 'screen' | 'app' }) {
  const { t } = useTranslation();
  const kind = useFailure(error, retry);
  return (
    <div className={place === 'app' ? 'min-vh-100 d-flex align-items-center justify-content-center p-3' : 'py-4'}>
      <div className="card shadow-sm mx-auto text-center" style={{ maxWidth: '34rem' }} role="alert" data-testid="failure" data-kind={kind}>
        <div className="card-body p-4">
          <FailureText kind={kind} place={place} />
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
            <button type="button" className="btn btn-primary" onClick={retry} data-testid="failure-retry">
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              {t('ui.failure.retry')}
            </button>
            {place === 'app' && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()} data-testid="failure-reload">
                {t('ui.failure.reload')}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The failure of a dialog (a wizard that did not load or broke), as a dialog: Try again or Close. */
export function FailureDialog({ error, retry, onClose }: FallbackProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const kind = useFailure(error, retry);
  const titleId = useId();
  return createPortal(
    <>
      <div
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        data-testid="failure-dialog"
        data-kind={kind}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header border-0 pb-0">
              <button type="button" className="btn-close ms-auto" aria-label={t('ui.failure.close')} onClick={onClose} />
            </div>
            <div className="modal-body text-center pt-0" role="alert">
              <FailureText kind={kind} place="dialog" titleId={titleId} />
            </div>
            <div className="modal-footer justify-content-between">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose} data-testid="failure-close">
                {t('ui.failure.close')}
              </button>
              <button type="button" className="btn btn-primary" onClick={retry} autoFocus data-testid="failure-retry">
                <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
                {t('ui.failure.retry')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>,
    document.body,
  );
}

/** A dialog's props the failure needs: a closed dialog shows no failure. */
interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * A lazily loaded dialog (a wizard) that fails alone: its download failing (offline) or an error in
 * it shows a failure dialog with Try again and Close, and the screen that opened it (its selection)
 * stays as it was.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = retryableLazy(load);
  function GuardedDialog(props: P) {
    return (
      <ErrorBoundary fallback={(failure) => (props.isOpen ? <FailureDialog {...failure} onClose={props.onClose} /> : null)}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return GuardedDialog;
}

/**
 * A lazily loaded part that only adds to a screen (a banner): nothing shows while it loads, and
 * nothing if it cannot be downloaded or fails; the screen around it goes on.
 */
export function lazyBanner(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = retryableLazy(load);
  function GuardedBanner() {
    return (
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return GuardedBanner;
}
