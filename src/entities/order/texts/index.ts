// The texts of order, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import orderMn from './order.mn.json';
import orderEn from './order.en.json';

registerTexts('order', orderMn, orderEn);
