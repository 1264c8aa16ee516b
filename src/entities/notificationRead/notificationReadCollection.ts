import { typedCollection } from '../../firebase/collections';
import { toReadState } from './notificationRead';

/** notificationReads/{uid}, read through toReadState. */
export const notificationReads = typedCollection('notificationReads', toReadState);
