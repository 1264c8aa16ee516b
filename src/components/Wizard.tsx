import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';

/** What a step's render function receives, to move the wizard itself (e.g. "choose a row and go on"). */
export interface WizardControls {
  /** 0-based index of the current step. */
  index: number;
  /** Validates the current step like the Continue button, then advances (or finishes on the last). */
  next: () => Promise<void>;
  back: () => void;
  /** Closes the wizard (resets it to step 1). */
  close: () => void;
}

export interface WizardStep {
  /** Unique within the wizard. */
  id: string;
  /** Already translated label shown in the step indicator. */
  label: string;
  content: ReactNode | ((controls: WizardControls) => ReactNode);
  /** When false, Continue (or the finish button) is disabled. Default true. */
  canContinue?: boolean;
  /** Checked when Continue / finish is pressed; resolving false stays on the step. */
  validate?: () => boolean | Promise<boolean>;
  /** Hide the Back button on this step (e.g. a final "done" step). */
  hideBack?: boolean;
  /**
   * The step shows its own progress while its `validate` (or the finish) runs (e.g. "120 of 200
   * moved" with a bar): the primary button is then only disabled, without a spinner of its own, so
   * one indicator says that work is under way.
   */
  ownProgress?: boolean;
}

export interface WizardProps {
  isOpen: boolean;
  /** Called when the user closes the wizard (×, Escape, backdrop) and after a successful finish. */
  onClose: () => void;
  title: ReactNode;
  steps: readonly WizardStep[];
  /** Called by the last step's primary button, after its `validate`. The wizard then closes
   *  unless `closeOnFinish` is false. A rejected promise keeps the wizard open on the last step. */
  onFinish: () => void | Promise<void>;
  /** Label of the last step's primary button. Default: translated "Confirm". */
  finishLabel?: string;
  continueLabel?: string;
  backLabel?: string;
  /** Default true. */
  closeOnFinish?: boolean;
  /** Called with the new step index whenever the step changes. */
  onStepChange?: (index: number) => void;
  size?: 'sm' | 'lg' | 'xl';
  /** Modal fade animation; default true (tests may turn it off). */
  fade?: boolean;
  /** Extra classes of the modal's dialog (e.g. `modal-fullscreen-sm-down`, or a feature's styling hook). */
  className?: string;
}

/**
 * A reactstrap modal stepping through `steps`: numbered, labelled step indicators, the current
 * step's content, Back, Continue (only when the step allows it) and, on the last step, a finish
 * button calling `onFinish`. Closing (or reopening) always starts again at step 1.
 */
export function Wizard({
  isOpen,
  onClose,
  title,
  steps,
  onFinish,
  finishLabel,
  continueLabel,
  backLabel,
  closeOnFinish = true,
  onStepChange,
  size = 'lg',
  fade = true,
  className,
}: WizardProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);

  // Reopening (or a parent closing the wizard itself) starts again at step 1.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setIndex(0);
    setBusy(false);
  }

  const total = steps.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const step: WizardStep | undefined = steps[current];
  const isLast = current === total - 1;

  const goTo = (target: number) => {
    setIndex(target);
    onStepChange?.(target);
  };

  const close = () => {
    if (index !== 0) onStepChange?.(0);
    setIndex(0);
    setBusy(false);
    onClose();
  };

  const back = () => {
    if (current > 0 && !busy) goTo(current - 1);
  };

  const next = async () => {
    if (!step || busy || step.canContinue === false) return;
    setBusy(true);
    try {
      const valid = step.validate ? await step.validate() : true;
      if (!valid) return;
      if (isLast) {
        await onFinish();
        if (closeOnFinish) close();
      } else {
        goTo(current + 1);
      }
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  // Enter continues (or finishes) from anywhere in the step, as the primary button would, unless
  // the element has its own use for it (a button, link, list, text area, a form of its own) or a
  // control already handled it (e.g. a picker choosing a row). Escape closes (the modal's own).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    if (target.closest('textarea, button, a, select, form, [role="listbox"], [data-enter-own]')) return;
    e.preventDefault();
    void next();
  };

  // On a new step, a focus left behind on the old step's (now gone) element moves to the primary
  // button, so Enter keeps working; a field of the new step that takes the focus itself keeps it.
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    if (active && active !== document.body && bodyRef.current?.contains(active)) return;
    primaryRef.current?.focus();
  }, [current, isOpen, busy, steps.length]);

  const controls: WizardControls = { index: current, next, back, close };
  const content = step ? (typeof step.content === 'function' ? step.content(controls) : step.content) : null;

  return (
    <Modal isOpen={isOpen} toggle={close} size={size} fade={fade} backdrop="static" scrollable className={className}>
      <ModalHeader toggle={close} closeAriaLabel={t('ui.wizard.close')}>
        {title}
      </ModalHeader>
      {/* display: contents keeps the scrollable modal's layout. */}
      <div ref={bodyRef} style={{ display: 'contents' }} onKeyDown={onKeyDown} data-testid="wizard-keys">
        <ModalBody>
          <ol className="list-unstyled d-flex flex-wrap gap-3 mb-3 pb-2 border-bottom" aria-label={t('ui.wizard.steps')}>
            {steps.map((s, i) => {
              const state = i < current ? 'done' : i === current ? 'current' : 'todo';
              return (
                <li
                  key={s.id}
                  className="d-flex align-items-center gap-2"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span
                    className={`rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold ${
                      state === 'todo' ? 'bg-light text-secondary border' : state === 'done' ? 'bg-success text-white' : 'bg-primary text-white'
                    }`}
                    style={{ width: '1.75rem', height: '1.75rem', fontSize: '0.875rem' }}
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className={state === 'current' ? 'fw-semibold' : 'text-muted d-none d-sm-inline'}>{s.label}</span>
                </li>
              );
            })}
          </ol>
          <p className="visually-hidden" aria-live="polite">
            {t('ui.wizard.stepOf', { current: current + 1, total })}
            {step ? `: ${step.label}` : ''}
          </p>
          {content}
        </ModalBody>
        <ModalFooter className="justify-content-between">
          <div>
            {current > 0 && !step?.hideBack && (
              <Button type="button" color="secondary" outline onClick={back} disabled={busy}>
                {backLabel ?? t('ui.wizard.back')}
              </Button>
            )}
          </div>
          <Button
            innerRef={primaryRef}
            type="button"
            color="primary"
            onClick={() => void next()}
            disabled={busy || !step || step.canContinue === false}
          >
            {busy && !step?.ownProgress && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {isLast ? (finishLabel ?? t('ui.wizard.finish')) : (continueLabel ?? t('ui.wizard.continue'))}
          </Button>
        </ModalFooter>
      </div>
    </Modal>
  );
}

export default Wizard;
