import type { Job } from '../db/schema';
import { jobAlertFormHtml } from '../components/job-alerts/form-html';
import { choiceLabel, WORKPLACES } from '../config/choices';
import { EXCERPT_LENGTH } from '../config/excerpts';
import { pounds } from '../config/salaries';
import { alertCriteriaForSearch } from '../job-alerts/criteria';
import { filtersQuery, hasFilters, SALARY_STEPS, SEARCH_JOB_TYPES, type JobFilters } from '../jobs/search/filters';
import { regionGroups } from '../jobs/search/locations';
import type { SearchResult } from '../jobs/search-query';
import { JOB_SEARCH_TEXT as T } from '../texts/job-search';
import { escapeHtml } from '../utils/html';
import { truncate } from '../utils/truncate';
import { htmlPage } from './html-page';

const option = (value: string, label: string, chosen: string) =>
  `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;

const select = (name: string, label: string, options: string) =>
  `<p><label for="job-search-${name}">${escapeHtml(label)}</label><select id="job-search-${name}" name="${name}">${options}</select></p>`;

/** The search form, filled in: the same fields, names and labels as /jobs's (JobSearch.astro). */
function searchForm(filters: JobFilters): string {
  const locations = regionGroups()
    .map(
      (group) =>
        `<optgroup label="${escapeHtml(group.region)}">${group.choices.map((c) => option(c.value, c.label, filters.location)).join('')}</optgroup>`,
    )
    .join('');
  const salary = filters.salary ? String(filters.salary) : '';
  const steps = [...new Set([...SALARY_STEPS, ...(filters.salary ? [filters.salary] : [])])].sort((a, b) => a - b);
  return `<form class="search" method="get" action="/jobs" role="search" aria-label="${escapeHtml(T.formLabel)}">
<p><label for="job-search-q">${escapeHtml(T.keywords)}</label><input id="job-search-q" name="q" type="search" value="${escapeHtml(filters.q)}" placeholder="${escapeHtml(T.keywordsHint)}"></p>
${select('location', T.location, option('', T.anyLocation, filters.location) + locations)}
${select('type', T.type, option('', T.anyType, filters.type) + SEARCH_JOB_TYPES.map((t) => option(t.value, t.label, filters.type)).join(''))}
${select('workplace', T.workplace, option('', T.anyWorkplace, filters.workplace) + WORKPLACES.map((w) => option(w.value, w.label, filters.workplace)).join(''))}
${select('salary', T.salary, option('', T.anySalary, salary) + steps.map((s) => option(String(s), T.salaryAtLeast(pounds(s)), salary)).join(''))}
<p><button type="submit">${escapeHtml(T.search)}</button></p>
</form>`;
}

/** A job as a card: the same facts as /jobs's cards (JobCard.astro), the workplace among them. */
function card(job: Job): string {
  const meta = [job.location, choiceLabel(WORKPLACES, job.workplace), job.type, job.salary].filter(Boolean) as string[];
  return `<li class="card" data-job-card><h2><a href="/jobs/${job.id}">${escapeHtml(job.title)}</a></h2>
<p class="company">${escapeHtml(job.company)}</p>
<ul class="meta">${meta.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
<p>${escapeHtml(truncate(job.description, EXCERPT_LENGTH))}</p></li>`;
}

/**
 * The /jobs search's results as the API writes them: what a filtered /jobs address shows (netlify.toml
 * sends any address with a search field here, so a shared search or the form sent without JavaScript
 * shows the filtered list). The form again, the count, what a minimum salary left out, the jobs and the
 * job alert sign-up for this search.
 */
export function jobResultsPage(filters: JobFilters, result: SearchResult): string {
  const { jobs, notComparable } = result;
  const left = notComparable
    ? `<p data-not-comparable>${escapeHtml(T.notComparable(notComparable))} <a href="/jobs${escapeHtml(filtersQuery({ ...filters, salary: null }))}">${escapeHtml(T.showNotComparable(notComparable))}</a></p>`
    : '';
  const list = jobs.length
    ? `<ul class="jobs" aria-label="Job vacancies" data-job-list>${jobs.map(card).join('')}</ul>`
    : `<section class="card" data-jobs-no-match><h2>${escapeHtml(T.noMatch.title)}</h2><p>${escapeHtml(T.noMatch.body)}</p><p><a href="/#contact">${escapeHtml(T.noMatch.contact)}</a></p></section>`;
  return htmlPage({
    title: T.resultsTitle,
    style:
      'main{max-width:56rem}.search{display:grid;gap:.25rem 1rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));align-items:end;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem}' +
      '.search p{margin:0}.search label{display:block;font-weight:600;font-size:.9rem}.search :is(input,select,button){font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;min-height:2.75rem}' +
      '.search button{background:#4338ca;color:#fff;border:0;font-weight:600}.count{font-weight:700;margin:1.5rem 0 .5rem}.jobs{list-style:none;padding:0;display:grid;gap:1rem}' +
      '.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;overflow-wrap:anywhere}.card h2{font-size:1.2rem;margin:0}.company{margin:.25rem 0;font-weight:500}' +
      '.meta{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;color:#475569;font-size:.9rem}',
    body: `<h1>${escapeHtml(T.heading)}</h1>
${searchForm(filters)}
<p class="count" role="status" data-job-count>${escapeHtml(T.count(jobs.length))}</p>
${hasFilters(filters) ? `<p><a href="/jobs" data-job-clear>${escapeHtml(T.clear)}</a></p>` : ''}
${left}
${list}
${jobAlertFormHtml({ source: 'jobs-page', criteria: alertCriteriaForSearch(filters) })}`,
  });
}
