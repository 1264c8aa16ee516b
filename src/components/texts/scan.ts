// The texts of the shared scanning parts (camera scan button), registered when one of them loads,
// so the sign-in bundle does not carry them.
import { registerTexts } from '../../i18n/register';
import scanMn from './scan.mn.json';
import scanEn from './scan.en.json';

registerTexts('scan', scanMn, scanEn);
