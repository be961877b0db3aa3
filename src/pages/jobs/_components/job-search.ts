/**
 * The job search's behaviour on /jobs (JobSearch.astro): reads the filters from the address, shows the
 * cards that match (the keywords as the API finds them, best match first: GET /api/jobs/search; the other
 * filters by their data-* facets, src/jobs/search), the count, what a minimum salary left out and the clear
 * link, and keeps the address in step. A change of location, type or salary is a history entry of its own; typing in the
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
import {
  filtersQuery,
  hasFilters,
  matchesFilters,
  NO_FILTERS,
  notComparable,
  parseFilters,
  type JobFacets,
  type JobFilters,
} from '../../../jobs/search/filters';
import { JOB_SEARCH_TEXT } from '../../../texts/job-search';

/** How long typing pauses before the keywords are searched. */
const TYPING_PAUSE_MS = 250;

const form = document.querySelector<HTMLFormElement>('[data-job-search]');
if (form) start(form);

function start(form: HTMLFormElement) {
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const q = field<HTMLInputElement>('q');
  const place = field<HTMLSelectElement>('location');
  const type = field<HTMLSelectElement>('type');
  const workplace = field<HTMLSelectElement>('workplace');
  const salary = field<HTMLSelectElement>('salary');
  const leftOut = document.querySelector<HTMLElement>('[data-not-comparable]');
  const count = document.querySelector<HTMLElement>('[data-job-count]')!;
  const clears = document.querySelectorAll<HTMLAnchorElement>('[data-job-clear]');
  const noMatch = document.querySelector<HTMLElement>('[data-jobs-no-match]');
  const places = new Set([...place.options].map((o) => o.value).filter(Boolean));
  const parse = (search: string | URLSearchParams) => parseFilters(search, (value) => places.has(value));

  // The job alert form (JobAlertForm.astro) is for the search on screen, whose fields the address sets:
  // its hidden fields take their values as it is sent. Here, not in a script of its own: /jobs loads one file.
  for (const alert of document.querySelectorAll<HTMLFormElement>('form[data-job-alert-form="address"]'))
    alert.addEventListener('submit', () => {
      for (const search of [q, place, type, salary]) (alert.elements.namedItem(search.name) as HTMLInputElement).value = search.value;
      // An alert keeps a remote search as the location Remote (alertCriteriaForSearch).
      if (!place.value && workplace.value === 'remote') (alert.elements.namedItem('location') as HTMLInputElement).value = 'remote';
    });

  const facetsOf = (card: HTMLElement): JobFacets => {
    const { type = '', places = '', workplaces = '', pay } = card.dataset;
    return { type, places: places.split(' '), workplaces: workplaces.split(' '), annualSalary: pay ? Number(pay) : undefined };
  };
  /** The keywords' matches, best first, as the API finds them; one request per search, kept for the page's life. */
  const found = new Map<string, Promise<number[]>>();
  function keywordIds(words: string): Promise<number[]> {
    if (!found.has(words)) {
      const asked = fetch(`/api/jobs/search${filtersQuery({ q: words })}`).then(async (res) => {
        if (!res.ok) throw new Error(`job search: ${res.status}`);
        return ((await res.json()) as { ids: number[] }).ids;
      });
      asked.catch(() => found.delete(words));
      found.set(words, asked);
    }
    return found.get(words)!;
  }
  const list = document.querySelector<HTMLElement>('[data-job-list]');
  /** The cards in the order the page was built (newest first): the order without keywords. */
  const built = [...document.querySelectorAll<HTMLElement>('[data-job-card]')];
  let latest = 0;

  // The consent is read when it matters: it may be given or withdrawn while the page is open.
  const functional = () => readConsent(browserStorage())?.preferences.functional === true;
  let started = false;

  async function show(filters: JobFilters) {
    const asked = ++latest;
    form.dataset.search = filtersQuery(filters);
    if (started && functional()) {
      if (form.dataset.search) store('localStorage', JOB_FILTERS_KEY, form.dataset.search);
      else forget('localStorage', JOB_FILTERS_KEY);
    }
    let ids: number[] | undefined;
    try {
      ids = filters.q ? await keywordIds(filters.q) : undefined;
    } catch {
      // The API cannot be asked: the address goes to the page it writes for the same search.
      location.assign(`${location.pathname}${filtersQuery(filters)}`);
      return;
    }
    if (asked !== latest) return; // a later search has been shown meanwhile
    const rank = new Map(ids?.map((id, i) => [id, i]));
    const cards = built.filter((card) => card.isConnected);
    if (list) {
      const order = ids
        ? [...cards].sort((a, b) => (rank.get(Number(a.dataset.id)) ?? Infinity) - (rank.get(Number(b.dataset.id)) ?? Infinity))
        : cards;
      list.append(...order);
    }
    let shown = 0;
    let skipped = 0;
    for (const card of cards) {
      const byKeywords = !ids || rank.has(Number(card.dataset.id));
      const facets = facetsOf(card);
      const matches = byKeywords && matchesFilters(facets, filters);
      card.hidden = !matches;
      if (matches) shown++;
      if (byKeywords && notComparable(facets, filters)) skipped++;
    }
    if (leftOut) {
      leftOut.hidden = skipped === 0;
      leftOut.querySelector('span')!.textContent = JOB_SEARCH_TEXT.notComparable(skipped);
      const all = leftOut.querySelector('a')!;
      all.textContent = JOB_SEARCH_TEXT.showNotComparable(skipped);
      all.href = `${location.pathname}${filtersQuery({ ...filters, salary: null })}`;
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
    workplace.value = filters.workplace;
    const pay = filters.salary ? String(filters.salary) : '';
    // A minimum the address asks for that the choices lack ('?salary=27500') becomes one, in order.
    if (pay && ![...salary.options].some((o) => o.value === pay)) {
      const next = [...salary.options].find((o) => Number(o.value) > Number(pay));
      salary.add(new Option(JOB_SEARCH_TEXT.salaryAtLeast(pounds(Number(pay))), pay), next);
    }
    salary.value = pay;
  }

  let typing = false;
  /** The search the form's fields hold. */
  const formFilters = () => parse(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));

  /** Shows what the form asks for and puts it in the address: a new entry, or in place of the current one. */
  function update(entry: 'push' | 'replace') {
    const filters = formFilters();
    const url = `${location.pathname}${filtersQuery(filters)}`;
    if (url !== `${location.pathname}${location.search}`) history[entry === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    void show(filters);
  }

  // Typing asks the API once the visitor pauses, not at every letter.
  let pause: ReturnType<typeof setTimeout> | undefined;
  q.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => {
      update(typing ? 'replace' : 'push');
      typing = true;
    }, TYPING_PAUSE_MS);
  });
  for (const select of [place, type, workplace, salary]) {
    select.addEventListener('change', () => {
      typing = false;
      update('push');
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    typing = false;
    update('replace');
  });
  for (const clear of clears) {
    clear.addEventListener('click', (event) => {
      event.preventDefault();
      clearTimeout(pause);
      fill(NO_FILTERS);
      typing = false;
      update('push');
      // The link may have hidden itself (or its panel): focus goes where a new search starts.
      q.focus();
    });
  }
  // 'Show them too': the same search without the minimum salary, as a step of its own.
  leftOut?.querySelector('a')?.addEventListener('click', (event) => {
    event.preventDefault();
    salary.value = '';
    typing = false;
    update('push');
  });
  addEventListener('popstate', () => {
    typing = false;
    const filters = parse(location.search);
    fill(filters);
    void show(filters);
  });

  let initial = parse(location.search);
  // Without a search to show, this script arrives after the first paint (JobSearchScript.astro): what the
  // visitor typed or chose before then is a search of its own, a step in the history as it would have been.
  if (!hasFilters(initial) && hasFilters(formFilters())) {
    started = true;
    typing = document.activeElement === q;
    update('push');
    return;
  }
  const remembered = functional() && !hasFilters(initial) ? readStored('localStorage', JOB_FILTERS_KEY) : null;
  if (remembered) initial = parse(remembered);
  fill(initial);
  void show(initial);
  started = true;
  // An address with what is not a filter ('?type=Permanent') is shown as the filters it holds, and one
  // without filters as the remembered search. Campaign tags stay: the page view (src/lib/consented-features.ts) may read them after this has run.
  const kept = new URLSearchParams(filtersQuery(initial));
  for (const [name, value] of new URLSearchParams(location.search)) if (name.startsWith('utm_')) kept.append(name, value);
  const clean = `${location.pathname}${kept.size ? `?${kept}` : ''}`;
  if (clean !== `${location.pathname}${location.search}`) history.replaceState(null, '', clean);
}
