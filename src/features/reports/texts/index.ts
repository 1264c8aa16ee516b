// The texts of reports, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import reportsMn from './reports.mn.json';
import reportsEn from './reports.en.json';

registerTexts('reports', reportsMn, reportsEn);
