// The texts of deliveries, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import deliveriesMn from './deliveries.mn.json';
import deliveriesEn from './deliveries.en.json';

registerTexts('deliveries', deliveriesMn, deliveriesEn);
