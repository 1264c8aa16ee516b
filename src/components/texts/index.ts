// The texts of the shared date-range parts (filter, load state), registered when one of them loads,
// so the sign-in bundle does not carry them.
import { registerTexts } from '../../i18n/register';
import rangeMn from './range.mn.json';
import rangeEn from './range.en.json';

registerTexts('range', rangeMn, rangeEn);
