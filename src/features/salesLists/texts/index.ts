// The texts of salesLists, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import salesListsMn from './salesLists.mn.json';
import salesListsEn from './salesLists.en.json';

registerTexts('salesLists', salesListsMn, salesListsEn);
