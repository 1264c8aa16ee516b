import { registerTexts } from '../register';
import mn from './mn.json';
import en from './en.json';

registerTexts('appConfig', mn, en);
