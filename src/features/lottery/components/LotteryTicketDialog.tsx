import '../texts';
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Form, FormGroup, FormText, Input, InputGroup, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { lotteryCode } from '../../../entities/lottery/lotteryTicket';
import { toPerson, type Person } from '../../../entities/person/person';
import { CustomerPicker } from '../../../entities/person/CustomerPicker';
import { formatDateTime } from '../../../lib/dates';
import type { LotteryTypeOption } from '../api/ticketQueries';
import {
  MAX_CODE_LENGTH,
  editableFields,
  ticketSchema,
  type LotteryTicket,
  type TicketFormValues,
} from '../domain/lotteryTicket';

/** What saving gave: closed on 'saved'; 'codeTaken' marks the code field; 'failed' keeps the form. */
export type TicketSaveOutcome = 'saved' | 'codeTaken' | 'failed';

export interface LotteryTicketDialogProps {
  isOpen: boolean;
  /** The ticket being edited; null when creating. */
  ticket: LotteryTicket | null;
  types: readonly LotteryTypeOption[];
  /** `customer`: the customer picked in this dialog (null when the ticket keeps its own). */
  onSubmit: (values: TicketFormValues, customer: Person | null) => Promise<TicketSaveOutcome>;
  onClose: () => void;
  /** Makes a fresh code (tests pass a fixed one). */
  generateCode?: () => string;
}

function typeLabel(type: LotteryTypeOption): string {
  const day = (ms: number) => (ms > 0 ? formatDateTime(ms).slice(0, 10) : '');
  const period = type.startAt > 0 || type.endAt > 0 ? ` (${day(type.startAt)} – ${day(type.endAt)})` : '';
  return `${type.name || type.id}${period}`;
}

/** Create or edit a lottery ticket: code (numeric, or generated), customer, lottery type. */
export function LotteryTicketDialog({
  isOpen,
  ticket,
  types,
  onSubmit,
  onClose,
  generateCode = lotteryCode,
}: LotteryTicketDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => ticketSchema(), []);
  const editable = editableFields(ticket);
  // The customer picked here; an edited ticket starts with its own (the name and phone it carries).
  const [picked, setPicked] = useState<Person | null>(null);
  const current = useMemo(
    () => (ticket?.userId ? toPerson(ticket.userId, { firstName: ticket.firstName, phone: ticket.phone, role: 'clientUser' }) : null),
    [ticket],
  );
  const formik = useFormik<TicketFormValues>({
    initialValues: { code: ticket?.code ?? '', userId: ticket?.userId ?? '', lotteryTypeId: ticket?.lotteryTypeId ?? '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit({ ...values, code: values.code.trim() }, picked && picked.id === values.userId ? picked : null);
      if (outcome === 'saved') onClose();
      else if (outcome === 'codeTaken') helpers.setFieldError('code', 'lottery.errors.codeTaken');
    },
  });
  const busy = formik.isSubmitting;
  const fieldError = (name: keyof TicketFormValues) => (formik.touched[name] && formik.errors[name] ? t(formik.errors[name]) : undefined);
  const title = t(ticket ? 'lottery.dialog.editTitle' : 'lottery.dialog.createTitle');

  const typeUnknown = formik.values.lotteryTypeId !== '' && !types.some((ty) => ty.id === formik.values.lotteryTypeId);

  const codeError = fieldError('code');
  const userError = fieldError('userId');
  const typeError = fieldError('lotteryTypeId');

  return (
    <Modal isOpen={isOpen} toggle={busy ? undefined : onClose} backdrop={busy ? 'static' : true} scrollable>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={title} data-testid="lottery-ticket-form">
        <ModalHeader toggle={busy ? undefined : onClose}>{title}</ModalHeader>
        <ModalBody>
          {ticket?.orderId && (
            <Alert color="info" className="small py-2" data-testid="lottery-sale-ticket">
              {t('lottery.dialog.saleTicket', { orderId: ticket.orderId })}
            </Alert>
          )}
          <FormGroup>
            <Label for="lottery-code">{t('lottery.fields.code')}</Label>
            <InputGroup className="has-validation">
              <Input
                id="lottery-code"
                name="code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_CODE_LENGTH}
                value={formik.values.code}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                invalid={Boolean(codeError)}
                disabled={busy || !editable.code}
                data-testid="lottery-code"
              />
              {editable.code && (
                <Button
                  type="button"
                  color="secondary"
                  outline
                  onClick={() => {
                    void formik.setFieldValue('code', generateCode(), true);
                  }}
                  disabled={busy}
                  title={t('lottery.fields.generateHint')}
                  data-testid="lottery-generate"
                >
                  <i className="bi bi-shuffle" aria-hidden="true" /> {t('lottery.fields.generate')}
                </Button>
              )}
              {codeError && (
                <div className="invalid-feedback" data-testid="lottery-code-error">
                  {codeError}
                </div>
              )}
            </InputGroup>
            {ticket && editable.code && <FormText>{t('lottery.dialog.moveHint')}</FormText>}
          </FormGroup>

          <FormGroup>
            {editable.customer ? (
              <div data-testid="lottery-customer">
                <CustomerPicker
                  label={t('lottery.fields.customer')}
                  selected={picked ?? current}
                  onSelect={(person) => {
                    setPicked(person);
                    void formik.setFieldValue('userId', person.id, true);
                  }}
                  disabled={busy}
                />
                {userError && <div className="invalid-feedback d-block">{userError}</div>}
              </div>
            ) : (
              <>
                <Label for="lottery-customer">{t('lottery.fields.customer')}</Label>
                <Input id="lottery-customer" readOnly disabled value={[ticket?.firstName, ticket?.phone].filter(Boolean).join(' · ')} />
              </>
            )}
          </FormGroup>

          <FormGroup className="mb-0">
            <Label for="lottery-type">{t('lottery.fields.type')}</Label>
            <Input
              id="lottery-type"
              name="lotteryTypeId"
              type="select"
              value={formik.values.lotteryTypeId}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              invalid={Boolean(typeError)}
              disabled={busy || !editable.type}
              data-testid="ticket-type"
            >
              <option value="">{t('lottery.fields.chooseType')}</option>
              {typeUnknown && <option value={formik.values.lotteryTypeId}>{t('lottery.dialog.unknownType', { id: formik.values.lotteryTypeId })}</option>}
              {types.map((ty) => (
                <option key={ty.id} value={ty.id}>
                  {typeLabel(ty)}
                </option>
              ))}
            </Input>
            {typeError && <div className="invalid-feedback">{typeError}</div>}
          </FormGroup>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose} disabled={busy}>
            {t('lottery.dialog.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={busy} data-testid="lottery-save">
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('lottery.dialog.save')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
