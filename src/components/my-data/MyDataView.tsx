import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { MyData } from '../../people/my-data';
import { ApiError, apiFetch, apiJson, serverMessage } from '../../lib/api-client';
import { MY_PAGE as PAGE, MY_VIEW as T } from '../../texts/my-data';
import { formatDate } from '../../utils/dates';
import { Button } from '../ui/button';
import { inputClass, inputVariants, labelClass } from '../ui/input';

/** A choice the preferences offer: its stored value and its name. */
export interface Option {
  value: string;
  label: string;
}

export interface MyDataViewProps {
  interests: Option[];
  locations: Option[];
}

/** The JSON of MyData: dates as ISO strings. */
type MyDataJson = {
  [K in keyof MyData]: MyData[K] extends ReadonlyArray<infer R> ? Array<{ [F in keyof R]: R[F] extends Date ? string : R[F] }> : MyData[K];
} & {
  cv: { fileName: string; sizeBytes: number; uploadedAt: string } | null;
};

const day = (value: string | Date | null) => (value ? formatDate(value, 'short') : '');
const nameOf = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The items, each shown by `children`, in a list; `empty` when there are none. */
function ListOr<T>({
  items,
  className,
  empty,
  children,
}: {
  items: readonly T[];
  className: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return items.length ? <ul className={className}>{items.map(children)}</ul> : <>{empty}</>;
}

/**
 * The sign-in form: the browser's own post to POST /api/my/sign-in-link, answered with a page, so it works
 * the same without JavaScript (it is in the page as built) and with it.
 */
function SignInForm() {
  return (
    <section aria-labelledby="my-sign-in-heading">
      <h2 id="my-sign-in-heading" className="text-xl font-semibold text-slate-900">
        {PAGE.signInHeading}
      </h2>
      <p className="mt-2 text-slate-700">{PAGE.signInIntro}</p>
      <form method="post" action="/api/my/sign-in-link">
        <label className={labelClass} htmlFor="my-email">
          {PAGE.email}
        </label>
        <input
          className={inputVariants({ validated: false })}
          id="my-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <Button type="submit" focusRing className="mt-6">
          {PAGE.send}
        </Button>
      </form>
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

/**
 * "My data" (docs/decisions/people.md): the sign-in form until GET /api/my answers with a person's data
 * (and as the page is built, for browsers without JavaScript), then that data, each part with its change.
 */
export default function MyDataView({ interests, locations }: MyDataViewProps) {
  const [data, setData] = useState<MyDataJson | null>(null);
  const [state, setState] = useState<'loading' | 'signed-out' | 'in' | 'erased'>('loading');
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<'preferences' | 'hideFrom' | 'erase' | null>(null);

  const signedOut = () => {
    setData(null);
    setState('signed-out');
  };

  useEffect(() => {
    apiFetch('/api/my')
      .then((res) => res.json())
      .then((json: MyDataJson) => {
        setData(json);
        setState('in');
      })
      .catch(() => setState('signed-out'));
  }, []);

  /** Runs a change; its answer (the data as now held) is drawn again, a lost session shows the sign-in form. */
  async function change(run: () => Promise<MyDataJson>) {
    setProblem('');
    try {
      setData(await run());
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) signedOut();
      else setProblem(serverMessage(error, T.failed));
    }
  }

  if (state === 'erased') return <p role="status">{T.erased}</p>;
  if (state !== 'in' || !data) return <SignInForm />;

  const signOut = async () => {
    await apiFetch('/api/my/sign-out', { method: 'POST' }).catch(() => undefined);
    signedOut();
  };
  const erase = async () => {
    setProblem('');
    try {
      await apiJson('/api/my/erasure', 'POST', { confirm: true });
      setState('erased');
    } catch (error) {
      setProblem(serverMessage(error, T.failed));
    }
  };
  const savePreferences = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void change(() =>
      apiJson('/api/my/preferences', 'PUT', {
        interests: form.getAll('interests'),
        locations: form.getAll('locations'),
        salaryFloor: form.get('salaryFloor'),
        earliestStart: form.get('earliestStart'),
      }),
    );
  };
  const saveHideFrom = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change(() => apiJson('/api/my/hide-from', 'PUT', { hideFrom: new FormData(event.currentTarget).get('hideFrom') }));
  };
  const replaceCv = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    void change(() => apiFetch('/api/my/cv', { method: 'PUT', body }).then((res) => res.json()));
  };
  const prefs = data.preferences;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-semibold text-slate-900">{T.signedInAs(data.name)}</p>
        <Button variant="secondary" size="sm" focusRing onClick={signOut}>
          {T.signOut}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="mt-4 text-red-800">
          {problem}
        </p>
      )}

      <Section title={T.applications}>
        <ListOr items={data.applications} className="space-y-2" empty={<p>{T.noApplications}</p>}>
          {(a) => (
            <li key={a.reference}>
              <strong>{a.role ? T.roleAt(a.role.title, a.role.company) : T.generalApplication}</strong>
              <br />
              {T.sent} {day(a.sentAt)} · {T.status}: {a.statusInWords}
            </li>
          )}
        </ListOr>
      </Section>

      <Section title={T.introductions}>
        <ListOr items={data.introductions} className="space-y-2" empty={<p>{T.noIntroductions}</p>}>
          {(i) => (
            <li key={i.id}>
              <strong>{T.asked(i.question, new Date(i.askedAt))}</strong>
              {[i.answer, i.putForward, i.outcome].map(
                (line) =>
                  line && (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ),
              )}
            </li>
          )}
        </ListOr>
      </Section>

      <Section title={T.registrations}>
        <ListOr
          items={data.registrations}
          className="space-y-2"
          empty={
            <p>
              {T.noRegistrations} <a href="/register">{T.register}</a>
            </p>
          }
        >
          {(r) => (
            <li key={r.reference}>
              {r.reference}: {T.registered} {day(r.registeredAt)}
            </li>
          )}
        </ListOr>
      </Section>

      <Section title={T.consents}>
        <ListOr items={data.consents} className="space-y-4" empty={<p>{T.noConsents}</p>}>
          {(c) => (
            <li key={c.kind}>
              <strong>{T.consentNames[c.kind]}</strong>
              <br />
              {T.given} {day(c.grantedAt)}
              {c.expiresAt && !c.withdrawnAt && ` · ${T.expires} ${day(c.expiresAt)}`}
              {c.withdrawnAt && ` · ${T.withdrawn} ${day(c.withdrawnAt)}`}
              <span className="mt-2 flex gap-3">
                <Button
                  variant="secondary"
                  size="xs"
                  focusRing
                  onClick={() => change(() => apiJson(`/api/my/consents/${c.kind}/renew`, 'POST'))}
                >
                  {T.renew}
                </Button>
                {!c.withdrawnAt && (
                  <Button
                    variant="danger"
                    size="xs"
                    focusRing
                    onClick={() => change(() => apiJson(`/api/my/consents/${c.kind}/withdraw`, 'POST'))}
                  >
                    {T.withdraw}
                  </Button>
                )}
              </span>
            </li>
          )}
        </ListOr>
      </Section>

      <Section title={T.preferences}>
        {!prefs ? (
          <p>
            {T.preferencesNeedRegistration} <a href="/register">{T.register}</a>
          </p>
        ) : editing === 'preferences' ? (
          <form onSubmit={savePreferences}>
            {(
              [
                ['interests', interests, prefs.interests],
                ['locations', locations, prefs.locations],
              ] as const
            ).map(([name, options, chosen]) => (
              <fieldset key={name} className="mt-4">
                <legend className="text-sm font-medium text-slate-800">{T.labels[name]}</legend>
                {options.map((o) => (
                  <label key={o.value} className="mt-1 flex items-center gap-2">
                    <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
                    {o.label}
                  </label>
                ))}
              </fieldset>
            ))}
            <label className={labelClass} htmlFor="my-salary-floor">
              {T.labels.salaryFloor}
            </label>
            <input
              className={inputClass}
              id="my-salary-floor"
              name="salaryFloor"
              inputMode="numeric"
              defaultValue={prefs.salaryFloor ?? ''}
            />
            <label className={labelClass} htmlFor="my-earliest-start">
              {T.labels.earliestStart}
            </label>
            <input
              className={inputClass}
              id="my-earliest-start"
              name="earliestStart"
              type="date"
              defaultValue={prefs.earliestStart ?? ''}
            />
            <span className="mt-4 flex gap-3">
              <Button type="submit" size="sm" focusRing>
                {T.save}
              </Button>
              <Button variant="secondary" size="sm" focusRing onClick={() => setEditing(null)}>
                {T.cancel}
              </Button>
            </span>
          </form>
        ) : (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">{T.labels.interests}</dt>
              <dd>{prefs.interests.map((v) => nameOf(interests, v)).join(', ') || T.none}</dd>
              <dt className="font-semibold">{T.labels.locations}</dt>
              <dd>{prefs.locations.map((v) => nameOf(locations, v)).join(', ') || T.none}</dd>
              <dt className="font-semibold">{T.labels.salaryFloor}</dt>
              <dd>{prefs.salaryFloor ? `£${prefs.salaryFloor.toLocaleString('en-GB')}` : T.none}</dd>
              <dt className="font-semibold">{T.labels.earliestStart}</dt>
              <dd>{prefs.earliestStart ? day(prefs.earliestStart) : T.none}</dd>
            </dl>
            <Button variant="secondary" size="sm" focusRing onClick={() => setEditing('preferences')}>
              {T.edit}
            </Button>
          </>
        )}
      </Section>

      {prefs && (
        <Section title={T.cv}>
          <p>{data.cv ? `${data.cv.fileName} (${day(data.cv.uploadedAt)})` : T.noCv}</p>
          <form onSubmit={replaceCv} className="flex flex-wrap items-end gap-3">
            <span>
              <label className={labelClass} htmlFor="my-cv">
                {T.labels.cv}
              </label>
              <input id="my-cv" name="cv" type="file" accept=".pdf,.doc,.docx" required className="mt-1 block" />
            </span>
            <Button type="submit" variant="secondary" size="sm" focusRing>
              {T.replaceCv}
            </Button>
          </form>
        </Section>
      )}

      <Section title={T.hideFrom}>
        {editing === 'hideFrom' ? (
          <form onSubmit={saveHideFrom}>
            <label className={labelClass} htmlFor="my-hide-from">
              {T.hideFrom}
            </label>
            <p id="my-hide-from-hint" className="text-sm text-slate-700">
              {T.hideFromHint}
            </p>
            <textarea
              className={inputClass}
              id="my-hide-from"
              name="hideFrom"
              rows={4}
              aria-describedby="my-hide-from-hint"
              defaultValue={data.hideFrom.join('\n')}
            />
            <span className="mt-4 flex gap-3">
              <Button type="submit" size="sm" focusRing>
                {T.save}
              </Button>
              <Button variant="secondary" size="sm" focusRing onClick={() => setEditing(null)}>
                {T.cancel}
              </Button>
            </span>
          </form>
        ) : (
          <>
            <ListOr items={data.hideFrom} className="list-disc pl-5" empty={<p>{T.none}</p>}>
              {(name) => <li key={name}>{name}</li>}
            </ListOr>
            <Button variant="secondary" size="sm" focusRing onClick={() => setEditing('hideFrom')}>
              {T.edit}
            </Button>
          </>
        )}
      </Section>

      <Section title={T.jobAlerts}>
        <ListOr items={data.jobAlerts} className="space-y-2" empty={<p>{T.noJobAlerts}</p>}>
          {(a) => (
            <li key={a.createdAt}>
              {[a.frequency, a.interest && nameOf(interests, a.interest), a.location && nameOf(locations, a.location)]
                .filter(Boolean)
                .join(' · ')}{' '}
              {a.manageUrl ? <a href={a.manageUrl}>{T.manage}</a> : `(${T.pending})`}
            </li>
          )}
        </ListOr>
      </Section>

      <Section title={T.download}>
        <p>{T.downloadIntro}</p>
        {/* The browser's own post: the zip arrives as a download, whatever its size. */}
        <form method="post" action="/api/my/download">
          <Button type="submit" size="sm" focusRing>
            {T.download}
          </Button>
        </form>
      </Section>

      <Section title={T.erase}>
        <p>{T.eraseIntro}</p>
        {editing === 'erase' ? (
          <div className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
            <p>{T.eraseRemoves}</p>
            <p>{T.eraseKeeps}</p>
            <p className="font-semibold">{T.eraseFinal}</p>
            <span className="flex gap-3">
              <Button variant="destructive" size="sm" focusRing onClick={erase}>
                {T.eraseConfirm}
              </Button>
              <Button variant="secondary" size="sm" focusRing onClick={() => setEditing(null)}>
                {T.cancel}
              </Button>
            </span>
          </div>
        ) : (
          <Button variant="danger" size="sm" focusRing onClick={() => setEditing('erase')}>
            {T.erase}
          </Button>
        )}
      </Section>
    </div>
  );
}
