// The texts of the cash shift shared by the sale screens, registered when its first module loads.
import { registerTexts } from '../../../i18n/register';
import shiftMn from './shift.mn.json';
import shiftEn from './shift.en.json';

registerTexts('shift', shiftMn, shiftEn);
