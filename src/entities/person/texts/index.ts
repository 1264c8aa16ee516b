// The texts of person (the customer picker and the duplicate-phone refusal), registered when its first module loads.
import { registerTexts } from '../../../i18n/register';
import personMn from './person.mn.json';
import personEn from './person.en.json';

registerTexts('person', personMn, personEn);
