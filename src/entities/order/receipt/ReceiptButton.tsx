import '../texts';
import { Button, ButtonGroup } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { Order } from '../order';
import { useReceiptPaper } from './paper';
import { printDeliverySlip, printReceipt } from './printReceipt';
import { RECEIPT_PAPERS, type ReceiptPaper } from './receiptHtml';

/** The other roll width: the toggle switches between 80 mm and 58 mm. */
function otherPaper(paper: ReceiptPaper): ReceiptPaper {
  return RECEIPT_PAPERS.find((p) => p !== paper) ?? paper;
}

/** The roll-width toggle beside a print button (the choice is remembered on this device). */
function PaperToggle({ paper, onChange, size }: { paper: ReceiptPaper; onChange: (p: ReceiptPaper) => void; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const mm = t('order.receipt.paperMm', { mm: paper });
  return (
    <Button
      type="button"
      size={size}
      color="secondary"
      outline
      onClick={() => onChange(otherPaper(paper))}
      data-testid="receipt-paper"
      data-paper={paper}
      title={`${t('order.receipt.paper')}: ${mm}`}
      aria-label={`${t('order.receipt.paper')}: ${mm}`}
      className="text-nowrap"
    >
      {mm}
    </Button>
  );
}

export interface ReceiptButtonProps {
  /** The order, or its id (then read when pressed). */
  order: Order | string;
  size?: 'sm' | 'lg';
  /** Shows "Print receipt" beside the icon (the sale's success message); icon only in a table row. */
  withLabel?: boolean;
  color?: string;
  className?: string;
}

/**
 * Print receipt (data-testid "print-receipt") with the roll-width toggle (data-testid "receipt-paper",
 * 80 mm / 58 mm, remembered per device). For the sale's success message and the order lists.
 */
export function ReceiptButton({ order, size = 'sm', withLabel = false, color = 'primary', className }: ReceiptButtonProps) {
  const { t } = useTranslation();
  const [paper, setPaper] = useReceiptPaper();
  const id = typeof order === 'string' ? order : order.id;
  return (
    <ButtonGroup size={size} className={className}>
      <Button
        type="button"
        color={color}
        outline={!withLabel}
        // Synchronously inside the click: the print window must open within the gesture.
        onClick={() => void printReceipt(order, { paper })}
        data-testid="print-receipt"
        title={t('order.receipt.printOf', { id })}
        aria-label={withLabel ? undefined : t('order.receipt.printOf', { id })}
        className="text-nowrap"
      >
        <i className="bi bi-printer" aria-hidden="true" />
        {withLabel && <span className="ms-1">{t('order.receipt.print')}</span>}
      </Button>
      <PaperToggle paper={paper} onChange={setPaper} size={size} />
    </ButtonGroup>
  );
}

export interface DeliverySlipButtonProps {
  order: Order;
  /** The delivery point's name (deliveryLocations), printed on the slip. */
  pointName?: string;
  size?: 'sm' | 'lg';
  withLabel?: boolean;
  className?: string;
}

/** Print the courier's delivery slip (data-testid "print-slip"), with the same roll-width toggle. */
export function DeliverySlipButton({ order, pointName, size = 'sm', withLabel = false, className }: DeliverySlipButtonProps) {
  const { t } = useTranslation();
  const [paper, setPaper] = useReceiptPaper();
  const name = order.contactName || order.user?.firstName || order.id;
  return (
    <ButtonGroup size={size} className={className}>
      <Button
        type="button"
        color="secondary"
        outline
        onClick={() => void printDeliverySlip(order, { paper, pointName })}
        data-testid="print-slip"
        title={t('order.slip.printOf', { name })}
        aria-label={withLabel ? undefined : t('order.slip.printOf', { name })}
        className="text-nowrap"
      >
        <i className="bi bi-printer" aria-hidden="true" />
        {withLabel && <span className="ms-1">{t('order.slip.print')}</span>}
      </Button>
      <PaperToggle paper={paper} onChange={setPaper} size={size} />
    </ButtonGroup>
  );
}
