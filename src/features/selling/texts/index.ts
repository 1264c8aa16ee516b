// The texts of selling, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import sellingMn from './selling.mn.json';
import sellingEn from './selling.en.json';

registerTexts('selling', sellingMn, sellingEn);
