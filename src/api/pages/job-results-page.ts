import type { Job } from '../../db/schema';
import { jobAlertFormHtml } from '../../components/job-alerts/form-html';
import { choiceLabel, WORKPLACES } from '../../config/choices';
import { EXCERPT_LENGTH } from '../../config/excerpts';
import { pounds } from '../../config/salaries';
import { alertCriteriaForSearch } from '../../job-alerts/criteria';
import { filtersQuery, hasFilters, SALARY_STEPS, SEARCH_JOB_TYPES, type JobFilters } from '../../jobs/search/filters';
import { regionGroups } from '../../jobs/search/locations';
import type { SearchResult } from '../../jobs/search-query';
import { JOB_SEARCH_TEXT as T } from '../../texts/job-search';
import { escapeHtml } from '../../utils/html';
import { truncate } from '../../utils/truncate';
import { buttonVariants } from '../../components/ui/button';
import { cardVariants } from '../../components/ui/card';
import { JOB_SEARCH_FIELD as FIELD, JOB_SEARCH_LABEL as LABEL } from '../../components/job-search-fields';
import { htmlPage } from '../html-page';
import { REGISTER_PAGE } from '../../texts/registration';

const option = (value: string, label: string, chosen: string) =>
  `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;

const select = (name: string, label: string, options: string) =>
  `<div><label for="job-search-${name}" class="${LABEL}">${escapeHtml(label)}</label><select id="job-search-${name}" name="${name}" class="${FIELD}">${options}</select></div>`;

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
  return `<form class="mt-8 grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2" method="get" action="/jobs" role="search" aria-label="${escapeHtml(T.formLabel)}">
<div class="sm:col-span-2"><label for="job-search-q" class="${LABEL}">${escapeHtml(T.keywords)}</label><input id="job-search-q" name="q" type="search" class="${FIELD}" value="${escapeHtml(filters.q)}" placeholder="${escapeHtml(T.keywordsHint)}"></div>
${select('location', T.location, option('', T.anyLocation, filters.location) + locations)}
${select('type', T.type, option('', T.anyType, filters.type) + SEARCH_JOB_TYPES.map((t) => option(t.value, t.label, filters.type)).join(''))}
${select('workplace', T.workplace, option('', T.anyWorkplace, filters.workplace) + WORKPLACES.map((w) => option(w.value, w.label, filters.workplace)).join(''))}
${select('salary', T.salary, option('', T.anySalary, salary) + steps.map((s) => option(String(s), T.salaryAtLeast(pounds(s)), salary)).join(''))}
<button type="submit" class="${buttonVariants({ className: 'w-full' })}">${escapeHtml(T.search)}</button>
</form>`;
}

/** A job as a card: the same facts as /jobs's cards (JobCard.astro), the workplace among them. */
function card(job: Job): string {
  const meta = [job.location, choiceLabel(WORKPLACES, job.workplace), job.type, job.salary].filter(Boolean) as string[];
  return `<li class="${cardVariants({ padding: 'lg' })}" data-job-card><h2 class="text-xl font-semibold wrap-anywhere"><a class="hover:text-indigo-700" href="/jobs/${job.id}">${escapeHtml(job.title)}</a></h2>
<p class="mt-1 font-medium text-slate-700">${escapeHtml(job.company)}</p>
<ul class="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">${meta.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
<p class="mt-4 text-slate-700">${escapeHtml(truncate(job.description, EXCERPT_LENGTH))}</p></li>`;
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
    ? `<ul class="mt-4 grid gap-6 md:grid-cols-2" aria-label="Job vacancies" data-job-list>${jobs.map(card).join('')}</ul>`
    : `<section class="${cardVariants({ padding: 'lg', className: 'mt-4' })}" data-jobs-no-match><h2 class="text-xl font-semibold">${escapeHtml(T.noMatch.title)}</h2><p>${escapeHtml(T.noMatch.body)}</p><p><a href="/#contact">${escapeHtml(T.noMatch.contact)}</a></p><p><a href="/register">${escapeHtml(REGISTER_PAGE.link)}</a></p></section>`;
  return htmlPage({
    title: T.resultsTitle,
    body: `<h1 class="text-3xl font-bold">${escapeHtml(T.heading)}</h1>
${searchForm(filters)}
<p class="mt-6 font-semibold text-slate-800" role="status" data-job-count>${escapeHtml(T.count(jobs.length))}</p>
${hasFilters(filters) ? `<p><a href="/jobs" data-job-clear>${escapeHtml(T.clear)}</a></p>` : ''}
${left}
${list}
${jobAlertFormHtml({ source: 'jobs-page', criteria: alertCriteriaForSearch(filters) })}`,
  });
}
