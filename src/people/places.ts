import { cities } from '../data/cities';
import { REMOTE } from '../jobs/search/locations';

/** A place's name as a person reads it: the city's, or Remote. */
export const placeName = (key: string) => (key === REMOTE ? 'Remote' : (cities.find((c) => c.key === key)?.name ?? key));
