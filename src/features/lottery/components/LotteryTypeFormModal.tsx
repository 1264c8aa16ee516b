import '../texts';
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Col, Form, FormGroup, FormText, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { ImagePicker, MoneyInput } from '../../../components';
import { LOTTERY_NAME_MAX } from '../../../lib/textLimits';
import {
  LOTTERY_TYPE_MESSAGES,
  emptyLotteryTypeValues,
  findOverlap,
  formatLotteryTime,
  lotteryTypeSchema,
  lotteryTypeValues,
  periodOf,
  type LotteryType,
  type LotteryTypeFormValues,
} from '../domain/lotteryType';

export interface LotteryTypeFormModalProps {
  /** The type being edited; absent when adding. */
  type?: LotteryType;
  /** Every stored type (the edited one is skipped in the overlap check). */
  types: readonly LotteryType[];
  /**
   * Saves; resolves null when saved (the modal closes), or a message to show (the form stays usable).
   * Must not throw.
   */
  onSubmit: (values: LotteryTypeFormValues) => Promise<string | null>;
  onClose: () => void;
}

type TextField = 'name' | 'prizeName' | 'startDate' | 'startTime' | 'endDate' | 'endTime';

/** Add or edit a lottery type: name, price, period (date + time, defaults 09:00 / 23:59), prize name and picture. */
export function LotteryTypeFormModal({ type, types, onSubmit, onClose }: LotteryTypeFormModalProps) {
  const { t } = useTranslation();
  const editingId = type?.id ?? null;
  const others = useMemo(() => types.filter((x) => x.id !== editingId), [types, editingId]);
  const schema = useMemo(() => lotteryTypeSchema(others, editingId), [others, editingId]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formik = useFormik<LotteryTypeFormValues>({
    initialValues: type ? lotteryTypeValues(type) : emptyLotteryTypeValues(),
    validationSchema: schema,
    onSubmit: async (values) => {
      setSaveError(null);
      const problem = await onSubmit(values);
      if (problem === null) onClose();
      else setSaveError(problem);
    },
  });
  const { values, errors, touched } = formik;
  const busy = formik.isSubmitting;
  const submitted = formik.submitCount > 0;
  const title = t(type ? 'lotteryTypes.editTitle' : 'lotteryTypes.addTitle');

  const fieldError = (name: TextField | 'price') => ((touched[name] || submitted) && errors[name] ? t(errors[name], { max: LOTTERY_NAME_MAX }) : undefined);
  // The period message shows as soon as a date or time is changed (not on blur: a message appearing
  // while the pointer is on its way to Save would move the button away from under the click).
  const init = formik.initialValues;
  const periodEdited = (['startDate', 'startTime', 'endDate', 'endTime'] as const).some((k) => values[k] !== init[k]);
  const periodShown = submitted || periodEdited ? errors.period : undefined;
  const period = periodOf(values);
  const overlapping = periodShown === LOTTERY_TYPE_MESSAGES.overlap && period ? findOverlap(period, others) : null;

  const textInput = (name: TextField, inputType: 'text' | 'date' | 'time' = 'text') => {
    const error = fieldError(name);
    return (
      <FormGroup>
        <Label for={`lottery-type-${name}`}>{t(`lotteryTypes.fields.${name}`)}</Label>
        <Input
          id={`lottery-type-${name}`}
          name={name}
          type={inputType}
          value={values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          invalid={Boolean(error) || (Boolean(periodShown) && (name === 'endDate' || name === 'endTime'))}
          disabled={busy}
          maxLength={inputType === 'text' ? LOTTERY_NAME_MAX : undefined}
        />
        {error && <div className="invalid-feedback">{error}</div>}
      </FormGroup>
    );
  };

  const priceError = fieldError('price');
  return (
    <Modal isOpen toggle={busy ? undefined : onClose} backdrop={busy ? 'static' : true} scrollable>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={title} data-testid="lottery-type-form">
        <ModalHeader toggle={busy ? undefined : onClose}>{title}</ModalHeader>
        <ModalBody>
          {textInput('name')}
          <FormGroup>
            <Label for="lottery-type-price">{t('lotteryTypes.fields.price')}</Label>
            <MoneyInput
              id="lottery-type-price"
              name="price"
              value={values.price}
              onChange={(v) => void formik.setFieldValue('price', v)}
              onBlur={formik.handleBlur}
              invalid={Boolean(priceError)}
              disabled={busy}
              aria-describedby="lottery-type-price-hint"
            />
            {priceError && <div className="invalid-feedback d-block">{priceError}</div>}
            <FormText id="lottery-type-price-hint">{t('lotteryTypes.fields.priceHint')}</FormText>
          </FormGroup>
          <Row className="g-2">
            <Col xs={7}>{textInput('startDate', 'date')}</Col>
            <Col xs={5}>{textInput('startTime', 'time')}</Col>
            <Col xs={7}>{textInput('endDate', 'date')}</Col>
            <Col xs={5}>{textInput('endTime', 'time')}</Col>
          </Row>
          {periodShown && (
            <Alert color="danger" className="py-2" role="alert" data-testid="lottery-type-period-error">
              <div className="fw-semibold">{t(periodShown)}</div>
              {overlapping && (
                <div className="small">
                  {t('lotteryTypes.validation.overlapWith', {
                    name: overlapping.name,
                    start: formatLotteryTime(overlapping.startAt),
                    end: formatLotteryTime(overlapping.endAt),
                  })}
                </div>
              )}
            </Alert>
          )}
          {textInput('prizeName')}
          <FormGroup className="mb-0">
            <ImagePicker
              id="lottery-type-prize-image"
              label={t('lotteryTypes.fields.prizeImage')}
              value={values.pictures}
              onChange={(files) => void formik.setFieldValue('pictures', files.slice(-1))}
              existing={values.pictures.length === 0 && values.keepPicture && type?.prizeImage ? [type.prizeImage] : []}
              onRemoveExisting={() => void formik.setFieldValue('keepPicture', false)}
              multiple={false}
              allowCamera={false}
              disabled={busy}
            />
          </FormGroup>
          {saveError && (
            <Alert color="danger" className="mt-3 mb-0" role="alert" data-testid="lottery-type-save-error">
              {saveError}
            </Alert>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose} disabled={busy}>
            {t('lotteryTypes.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={busy} data-testid="lottery-type-save">
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('lotteryTypes.save')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
