import { jobAlertFormHtml, type JobAlertFormOptions } from './form-html';

/** The job alert form in a React island: the same plain form as every page's, posting itself with or without the island. */
export function JobAlertSignUp(options: JobAlertFormOptions) {
  return <div dangerouslySetInnerHTML={{ __html: jobAlertFormHtml(options) }} />;
}
