// The texts of product, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import stockMn from './stock.mn.json';
import stockEn from './stock.en.json';

registerTexts('stock', stockMn, stockEn);
