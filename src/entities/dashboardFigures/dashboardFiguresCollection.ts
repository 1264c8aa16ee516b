import { typedCollection } from '../../firebase/collections';
import { toStoredFigures } from './dashboardFigures';

/** dashboardFigures/{year}, read through toStoredFigures. */
export const keptFigures = typedCollection('dashboardFigures', toStoredFigures);
