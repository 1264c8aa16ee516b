// The texts of the e-barimt screen, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import ebarimtMn from './ebarimt.mn.json';
import ebarimtEn from './ebarimt.en.json';

registerTexts('ebarimt', ebarimtMn, ebarimtEn);
