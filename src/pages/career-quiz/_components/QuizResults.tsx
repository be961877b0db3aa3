import { Brain, Briefcase, TrendingUp, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { jobsHrefForPath } from '../../../jobs/search/quiz-paths';
import { JobAlertSignUp } from '../../../components/job-alerts/JobAlertSignUp';
import { QUIZ_TEXT } from '../../../texts/quiz';
import { REGISTER_PAGE } from '../../../texts/registration';
import type { CareerIcon, CareerPath, QuizAnalysis } from '../../../quiz/types';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cardVariants } from '../../../components/ui/card';

const ICONS: Record<CareerIcon, typeof Users> = { Users, Brain, TrendingUp, Briefcase };

interface QuizResultsProps {
  analysis: QuizAnalysis;
  paths: Record<string, CareerPath>;
  onRetake: () => void;
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The quiz's results: the matched path with every detail, and the alternative path when there is one. */
export function QuizResults({ analysis, paths, onRetake }: QuizResultsProps) {
  // The answer button that had focus is gone: focus moves to the result, so keyboard and screen-reader
  // users land on it rather than at the top of the page.
  const arrival = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  useEffect(() => arrival.current?.focus(), []);
  const path = paths[analysis.careerPath];
  const retake = (
    <Button variant="outline" onClick={onRetake}>
      {QUIZ_TEXT.retake}
    </Button>
  );
  if (!path) {
    return (
      <div className={cardVariants({ padding: 'xl', shadow: false, className: 'text-center' })} role="alert">
        <p ref={arrival} tabIndex={-1} className="text-lg text-slate-800 focus:outline-none">
          {QUIZ_TEXT.unknownPath}
        </p>
        <div className="mt-5">{retake}</div>
      </div>
    );
  }
  const Icon = ICONS[path.icon] ?? Users;
  const alternative = analysis.secondaryPath ? paths[analysis.secondaryPath] : undefined;

  return (
    <div className="space-y-6">
      <header className={`rounded-xl p-6 ${path.color}`}>
        <p className="text-sm font-semibold uppercase tracking-wide">{QUIZ_TEXT.bestFit}</p>
        <div className="mt-2 flex items-center gap-3">
          <Icon aria-hidden="true" className="h-9 w-9 shrink-0" />
          <h2 ref={arrival} tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
            {path.title}
          </h2>
        </div>
        <p className="mt-3 text-lg font-semibold" data-testid="quiz-confidence">
          {QUIZ_TEXT.match(analysis.confidence)}
        </p>
      </header>
      <p className="text-lg text-slate-800">{path.description}</p>
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <h3 className="font-semibold text-slate-900">{QUIZ_TEXT.why}</h3>
        <p className="mt-2 text-slate-800">{analysis.reasoning}</p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <List title={QUIZ_TEXT.matchedSkills} items={analysis.matchedSkills} />
        <List title={QUIZ_TEXT.developmentAreas} items={analysis.developmentAreas} />
        <List title={QUIZ_TEXT.industries} items={path.industries} />
        <section className="rounded-lg border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">{QUIZ_TEXT.salary}</h3>
          <p className="mt-2 text-xl font-semibold text-slate-900">{path.salaryRange}</p>
        </section>
      </div>
      {alternative && (
        <section className="rounded-lg border border-slate-200 bg-white p-5" data-testid="quiz-alternative">
          <h3 className="font-semibold text-slate-900">{QUIZ_TEXT.alternative(alternative.title)}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {alternative.skills.slice(0, QUIZ_TEXT.alternativeSkills).map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        {retake}
        <a href={jobsHrefForPath(analysis.careerPath)} className={buttonVariants()}>
          {QUIZ_TEXT.jobs}
        </a>
        <a href="/register" className={buttonVariants({ variant: 'outline' })}>
          {REGISTER_PAGE.link}
        </a>
      </div>
      <JobAlertSignUp source="quiz-results" criteria={{ interest: analysis.careerPath }} describe={path.title} id="quiz-job-alert" />
    </div>
  );
}
