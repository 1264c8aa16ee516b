// The texts of discounts, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import discountsMn from './discounts.mn.json';
import discountsEn from './discounts.en.json';

registerTexts('discounts', discountsMn, discountsEn);
