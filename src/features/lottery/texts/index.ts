// The texts of lottery, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import lotteryMn from './lottery.mn.json';
import lotteryEn from './lottery.en.json';
import lotteryTypesMn from './lotteryTypes.mn.json';
import lotteryTypesEn from './lotteryTypes.en.json';

registerTexts('lottery', lotteryMn, lotteryEn);
registerTexts('lotteryTypes', lotteryTypesMn, lotteryTypesEn);
