// The texts of the audit screen, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import auditMn from './audit.mn.json';
import auditEn from './audit.en.json';

registerTexts('audit', auditMn, auditEn);
