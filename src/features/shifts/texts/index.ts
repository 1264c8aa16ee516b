// The texts of the cash shifts, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import shiftsMn from './shifts.mn.json';
import shiftsEn from './shifts.en.json';

registerTexts('shifts', shiftsMn, shiftsEn);
