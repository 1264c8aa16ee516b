import { typedCollection } from '../../firebase/collections';
import { APP_CONFIGS, toBanner, toIntroSlides } from './appConfig';

// The two documents of appConfigs, each read through its own mapper.
export const banners = typedCollection(APP_CONFIGS, (_id, d) => toBanner(d));
export const intros = typedCollection(APP_CONFIGS, (_id, d) => toIntroSlides(d));
