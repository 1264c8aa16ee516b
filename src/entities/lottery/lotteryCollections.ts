import { typedCollection } from '../../firebase/collections';
import { toLotteryTicket } from './lotteryTicket';
import { toLotteryType, toLotteryTypeInfo } from './lotteryType';

/**
 * The lottery collections, typed. lotteryType: the lottery pages read whole types, a sale reads
 * offers (types with a usable price and period). Apart from the mappers so they load without the
 * Firebase app (browser-test fixtures, seed scripts).
 */
export const lotteryTypes = typedCollection('lotteryType', toLotteryType);
export const lotteryTypeOffers = typedCollection('lotteryType', toLotteryTypeInfo);

/** The lottery collection, read as tickets. */
export const lotteryTickets = typedCollection('lottery', toLotteryTicket);
