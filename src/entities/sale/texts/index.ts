// The texts of sale, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import saleMn from './sale.mn.json';
import saleEn from './sale.en.json';

registerTexts('sale', saleMn, saleEn);
