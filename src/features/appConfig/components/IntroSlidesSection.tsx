import '../texts';
import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, CardBody, CardHeader, Col, FormFeedback, FormGroup, Input, Label, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { EmptyState, ImagePicker } from '../../../components';
import {
  BODY_MAX,
  MAX_SLIDES,
  TITLE_MAX,
  addSlide,
  moveSlide,
  removeSlide,
  slidesChanged,
  toDrafts,
  updateSlide,
  validateSlides,
  type IntroSlide,
  type SlideDraft,
  type SlideErrors,
} from '../domain/appConfig';
import { saveWithFeedback } from './saveFeedback';

export interface IntroSlidesSectionProps {
  /** The stored slides (live). */
  saved: IntroSlide[];
  loading: boolean;
  /** Uploads the new pictures and writes the list; rejects on failure. */
  onSave: (drafts: SlideDraft[], before: IntroSlide[]) => Promise<unknown>;
}

interface SlideCardProps {
  slide: SlideDraft;
  index: number;
  count: number;
  errors: SlideErrors | undefined;
  disabled: boolean;
  onChange: (patch: Partial<Omit<SlideDraft, 'key'>>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function SlideCard({ slide, index, count, errors, disabled, onChange, onMove, onRemove }: SlideCardProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const id = `slide-${slide.key}`;
  const message = (field: keyof SlideErrors) => {
    const problem = errors?.[field];
    return problem ? t(`appConfig.intros.errors.${problem}`, { max: field === 'title' ? TITLE_MAX : BODY_MAX }) : undefined;
  };
  const isNew = slide.key.startsWith('new-');
  return (
    <Card className="h-100" data-testid="slide-card" aria-label={t('appConfig.intros.slide', { n })} role="group">
      <CardHeader className="d-flex align-items-center gap-2 bg-white">
        <span className="fw-semibold text-nowrap">{t('appConfig.intros.slide', { n })}</span>
        {isNew && (
          <Badge color="info" pill>
            {t('appConfig.intros.new')}
          </Badge>
        )}
        <div className="ms-auto d-flex gap-1">
          <Button
            size="sm"
            color="secondary"
            outline
            onClick={() => onMove(-1)}
            disabled={disabled || index === 0}
            aria-label={t('appConfig.intros.moveUp', { n })}
            title={t('appConfig.intros.moveUp', { n })}
          >
            <i className="bi bi-arrow-up" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            color="secondary"
            outline
            onClick={() => onMove(1)}
            disabled={disabled || index === count - 1}
            aria-label={t('appConfig.intros.moveDown', { n })}
            title={t('appConfig.intros.moveDown', { n })}
          >
            <i className="bi bi-arrow-down" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('appConfig.intros.remove', { n })}
            title={t('appConfig.intros.remove', { n })}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardBody>
        <FormGroup>
          <Label for={`${id}-title`}>{t('appConfig.intros.slideTitle')}</Label>
          <Input
            id={`${id}-title`}
            value={slide.title}
            maxLength={TITLE_MAX + 20}
            invalid={Boolean(errors?.title)}
            disabled={disabled}
            onChange={(e) => onChange({ title: e.target.value })}
          />
          <FormFeedback>{message('title')}</FormFeedback>
        </FormGroup>
        <FormGroup>
          <Label for={`${id}-body`}>{t('appConfig.intros.slideBody')}</Label>
          <Input
            id={`${id}-body`}
            type="textarea"
            rows={4}
            value={slide.body}
            invalid={Boolean(errors?.body)}
            disabled={disabled}
            onChange={(e) => onChange({ body: e.target.value })}
          />
          <FormFeedback>{message('body')}</FormFeedback>
        </FormGroup>
        <ImagePicker
          id={`${id}-picture`}
          label={t('appConfig.intros.picture')}
          value={slide.file ? [slide.file] : []}
          existing={!slide.file && slide.picUrl ? [{ name: slide.picName ?? slide.title, url: slide.picUrl }] : []}
          onChange={(files) => onChange({ file: files[0] ?? null })}
          multiple={false}
          allowCamera={false}
          disabled={disabled}
          error={message('picture')}
        />
      </CardBody>
    </Card>
  );
}

/**
 * The onboarding slides: cards in order, edited locally (add, edit, remove, move up/down) until
 * Save, which validates every slide and then uploads and writes the whole list.
 */
export function IntroSlidesSection({ saved, loading, onSave }: IntroSlidesSectionProps) {
  const { t } = useTranslation();
  // null: no local edits, the stored list is shown as it is.
  const [drafts, setDrafts] = useState<SlideDraft[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const nextKey = useRef(0);

  const list = useMemo(() => drafts ?? toDrafts(saved), [drafts, saved]);
  const dirty = drafts !== null && slidesChanged(drafts, saved);
  const validation = useMemo(() => validateSlides(list), [list]);
  const full = list.length >= MAX_SLIDES;

  const edit = (change: (current: SlideDraft[]) => SlideDraft[]) => setDrafts(change(list));

  const discard = () => {
    setDrafts(null);
    setShowErrors(false);
  };

  const save = async () => {
    if (busyRef.current) return;
    setShowErrors(true);
    if (!validation.valid) return;
    busyRef.current = true;
    setBusy(true);
    const ok = await saveWithFeedback(t, () => onSave(list, saved));
    busyRef.current = false;
    setBusy(false);
    if (ok) discard();
  };

  return (
    <Card className="mb-4" data-testid="intros-section">
      <CardHeader className="d-flex flex-wrap align-items-center gap-2 bg-white">
        <h2 className="h5 mb-0 me-1">{t('appConfig.intros.title')}</h2>
        <Badge color="light" className="text-dark border" data-testid="intros-count">
          {t('appConfig.intros.count', { count: list.length, max: MAX_SLIDES })}
        </Badge>
        {dirty && (
          <Badge color="warning" className="text-dark" data-testid="intros-unsaved">
            {t('appConfig.intros.unsaved')}
          </Badge>
        )}
        <div className="ms-auto d-flex flex-wrap gap-2">
          <Button
            color="primary"
            outline
            onClick={() => edit((l) => addSlide(l, `new-${++nextKey.current}`))}
            disabled={busy || loading || full}
            data-testid="intros-add"
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('appConfig.intros.add')}
          </Button>
          <Button color="secondary" outline onClick={discard} disabled={busy || !dirty} data-testid="intros-discard">
            {t('appConfig.intros.discard')}
          </Button>
          <Button color="primary" onClick={() => void save()} disabled={busy || loading || !dirty} data-testid="intros-save">
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {busy ? t('appConfig.saving') : t('appConfig.save')}
          </Button>
        </div>
      </CardHeader>
      <CardBody>
        <p className="text-muted small">{t('appConfig.intros.help')}</p>
        {full && (
          <Alert color="info" className="py-2 small" data-testid="intros-max">
            {t('appConfig.intros.max', { max: MAX_SLIDES })}
          </Alert>
        )}
        {showErrors && !validation.valid && (
          <Alert color="danger" className="py-2 small" role="alert" data-testid="intros-invalid">
            {validation.tooMany ? t('appConfig.intros.tooMany', { max: MAX_SLIDES }) : t('appConfig.intros.invalid')}
          </Alert>
        )}
        {loading ? (
          <div className="text-center py-4">
            <Spinner aria-label={t('ui.alert.loadingTitle')} />
          </div>
        ) : list.length === 0 ? (
          <EmptyState text={t('appConfig.intros.empty')} />
        ) : (
          <Row className="g-3">
            {list.map((slide, index) => (
              <Col key={slide.key} xs={12} md={6} xl={4}>
                <SlideCard
                  slide={slide}
                  index={index}
                  count={list.length}
                  errors={showErrors ? validation.bySlide[slide.key] : undefined}
                  disabled={busy}
                  onChange={(patch) => edit((l) => updateSlide(l, slide.key, patch))}
                  onMove={(step) => edit((l) => moveSlide(l, slide.key, step))}
                  onRemove={() => edit((l) => removeSlide(l, slide.key))}
                />
              </Col>
            ))}
          </Row>
        )}
      </CardBody>
    </Card>
  );
}
