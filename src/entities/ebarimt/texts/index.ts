// The texts of an e-barimt shown on a done screen, registered when its first module loads.
import { registerTexts } from '../../../i18n/register';
import ebarimtReceiptMn from './ebarimtReceipt.mn.json';
import ebarimtReceiptEn from './ebarimtReceipt.en.json';

registerTexts('ebarimtReceipt', ebarimtReceiptMn, ebarimtReceiptEn);
