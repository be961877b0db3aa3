/** The job search's label and field look, shared by /jobs's form (JobSearch.astro) and the API's results page. */
import { inputVariants } from './ui/input';

export const JOB_SEARCH_LABEL = 'block text-sm font-semibold text-slate-800';
export const JOB_SEARCH_FIELD = inputVariants({ validated: false, className: 'mt-1' });
