// The texts of orders, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import ordersMn from './orders.mn.json';
import ordersEn from './orders.en.json';

registerTexts('orders', ordersMn, ordersEn);
