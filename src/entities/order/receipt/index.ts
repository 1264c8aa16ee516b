// Receipts and delivery slips (docs/receipts.md): what the selling, orders and deliveries features print.
export { ReceiptButton, DeliverySlipButton, ReceiptPaperToggle, type ReceiptButtonProps, type DeliverySlipButtonProps } from './ReceiptButton';
export { printReceipt, printDeliverySlip, printReturnReceipt, type PrintOptions } from './printReceipt';
export { readReceiptPaper, saveReceiptPaper, useReceiptPaper, RECEIPT_PAPER_KEY } from './paper';
export { receiptHtml, deliverySlipHtml, RECEIPT_PAPERS, DEFAULT_RECEIPT_PAPER, type ReceiptPaper, type ReceiptContent, type ReceiptTexts } from './receiptHtml';
export { receiptContentOf, deliverySlipContentOf, type StoreInfo } from './receiptContent';
