// The texts of notifications, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import notificationsMn from './notifications.mn.json';
import notificationsEn from './notifications.en.json';

registerTexts('notifications', notificationsMn, notificationsEn);
