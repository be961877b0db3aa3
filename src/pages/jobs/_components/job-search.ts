/**
 * The job search's behaviour on /jobs (JobSearch.astro): reads the filters from the address, shows the
 * cards that match (their data-* facets, src/jobs/search), the count and the clear link, and keeps the
 * address in step. A change of location, type or salary is a history entry of its own; typing in the
 * keywords is one entry, replaced as the words change, so Back undoes a search rather than a letter.
 * The search on screen is also written in the form's data-search ('' for none). With Functional cookies
 * accepted (src/lib/consented-features.ts), it is remembered on this device as it changes, and an address
 * without filters opens with the remembered search. Here, not in the cookie script, which arrives only
 * after the page has painted: the list would first show every job, then change under the reader.
 */
import { browserStorage } from '../../../lib/browser-storage';
import { readConsent } from '../../../lib/cookie-consent';
import { forget, JOB_FILTERS_KEY, readStored, store } from '../../../lib/visit-storage';
import { pounds } from '../../../config/salaries';
import { filtersQuery, hasFilters, matchesFilters, NO_FILTERS, parseFilters, type JobFilters } from '../../../jobs/search/filters';
import { JOB_SEARCH_TEXT } from '../../../texts/job-search';

const form = document.querySelector<HTMLFormElement>('[data-job-search]');
if (form) start(form);

function start(form: HTMLFormElement) {
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const q = field<HTMLInputElement>('q');
  const place = field<HTMLSelectElement>('location');
  const type = field<HTMLSelectElement>('type');
  const salary = field<HTMLSelectElement>('salary');
  const count = document.querySelector<HTMLElement>('[data-job-count]')!;
  const clears = document.querySelectorAll<HTMLAnchorElement>('[data-job-clear]');
  const list = document.querySelector<HTMLElement>('[data-job-list]');
  const noMatch = document.querySelector<HTMLElement>('[data-jobs-no-match]');
  const places = new Set([...place.options].map((o) => o.value).filter(Boolean));
  const parse = (search: string | URLSearchParams) => parseFilters(search, (value) => places.has(value));

  // The job alert form (JobAlertForm.astro) is for the search on screen, whose fields the address sets:
  // its hidden fields take their values as it is sent. Here, not in a script of its own: /jobs loads one file.
  for (const alert of document.querySelectorAll<HTMLFormElement>('form[data-job-alert-form="address"]'))
    alert.addEventListener('submit', () => {
      for (const search of [q, place, type, salary]) (alert.elements.namedItem(search.name) as HTMLInputElement).value = search.value;
    });

  // The consent is read when it matters: it may be given or withdrawn while the page is open.
  const functional = () => readConsent(browserStorage())?.preferences.functional === true;
  let started = false;

  function show(filters: JobFilters) {
    form.dataset.search = filtersQuery(filters);
    if (started && functional()) {
      if (form.dataset.search) store('localStorage', JOB_FILTERS_KEY, form.dataset.search);
      else forget('localStorage', JOB_FILTERS_KEY);
    }
    const cards = document.querySelectorAll<HTMLElement>('[data-job-card]');
    let shown = 0;
    for (const card of cards) {
      const { search = '', type = '', places = '', pay } = card.dataset;
      const matches = matchesFilters(
        { text: ` ${search} `, type, places: places.split(' '), yearlyPay: pay ? Number(pay) : undefined },
        filters,
      );
      card.hidden = !matches;
      if (matches) shown++;
    }
    // Every job expired since the build (ExpiredJobs.astro): the empty state shows, with nothing to search.
    form.hidden = cards.length === 0;
    count.parentElement!.hidden = cards.length === 0;
    count.textContent = JOB_SEARCH_TEXT.count(shown);
    const filtered = hasFilters(filters);
    clears[0].hidden = !filtered;
    if (list) list.hidden = shown === 0;
    if (noMatch) noMatch.hidden = shown > 0 || cards.length === 0;
  }

  function fill(filters: JobFilters) {
    q.value = filters.q;
    place.value = filters.location;
    type.value = filters.type;
    const pay = filters.salary ? String(filters.salary) : '';
    // A minimum the address asks for that the choices lack ('?salary=27500') becomes one, in order.
    if (pay && ![...salary.options].some((o) => o.value === pay)) {
      const next = [...salary.options].find((o) => Number(o.value) > Number(pay));
      salary.add(new Option(JOB_SEARCH_TEXT.salaryAtLeast(pounds(Number(pay))), pay), next);
    }
    salary.value = pay;
  }

  let typing = false;
  /** Shows what the form asks for and puts it in the address: a new entry, or in place of the current one. */
  function update(entry: 'push' | 'replace') {
    const filters = parse(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    const url = `${location.pathname}${filtersQuery(filters)}`;
    if (url !== `${location.pathname}${location.search}`) history[entry === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    show(filters);
  }

  q.addEventListener('input', () => {
    update(typing ? 'replace' : 'push');
    typing = true;
  });
  for (const select of [place, type, salary]) {
    select.addEventListener('change', () => {
      typing = false;
      update('push');
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    typing = false;
    update('replace');
  });
  for (const clear of clears) {
    clear.addEventListener('click', (event) => {
      event.preventDefault();
      fill(NO_FILTERS);
      typing = false;
      update('push');
      // The link may have hidden itself (or its panel): focus goes where a new search starts.
      q.focus();
    });
  }
  addEventListener('popstate', () => {
    typing = false;
    const filters = parse(location.search);
    fill(filters);
    show(filters);
  });

  let initial = parse(location.search);
  const remembered = functional() && !hasFilters(initial) ? readStored('localStorage', JOB_FILTERS_KEY) : null;
  if (remembered) initial = parse(remembered);
  fill(initial);
  show(initial);
  started = true;
  // An address with what is not a filter ('?type=Permanent') is shown as the filters it holds, and one
  // without filters as the remembered search. Campaign tags stay: the page view (src/lib/consented-features.ts) may read them after this has run.
  const kept = new URLSearchParams(filtersQuery(initial));
  for (const [name, value] of new URLSearchParams(location.search)) if (name.startsWith('utm_')) kept.append(name, value);
  const clean = `${location.pathname}${kept.size ? `?${kept}` : ''}`;
  if (clean !== `${location.pathname}${location.search}`) history.replaceState(null, '', clean);
}
