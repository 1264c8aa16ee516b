// The texts of stock counts, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import stockCountsMn from './stockCounts.mn.json';
import stockCountsEn from './stockCounts.en.json';

registerTexts('stockCounts', stockCountsMn, stockCountsEn);
