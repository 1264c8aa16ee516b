// The texts of appConfig, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import appConfigMn from './appConfig.mn.json';
import appConfigEn from './appConfig.en.json';

registerTexts('appConfig', appConfigMn, appConfigEn);
