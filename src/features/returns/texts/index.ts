// The texts of returns, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import returnsMn from './returns.mn.json';
import returnsEn from './returns.en.json';

registerTexts('returns', returnsMn, returnsEn);
