import { useEffect, useRef, useState } from 'react';
import { apiJson } from '../../../lib/api-client';
import { QUIZ_TEXT, QUIZ_PROGRESS_TEXT } from '../../../texts/quiz';
import type { CareerPath, QuizAnalysis, QuizQuestion, QuizResponses } from '../../../quiz/types';
import { toast } from '../../../lib/toast';
import { QuizResults } from './QuizResults';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cardVariants } from '../../../components/ui/card';

type Stage = 'questions' | 'analysing' | 'results';

interface CareerQuizProps {
  /** The questions and paths come with the island's code (the same as GET /api/career-quiz/questions and
   *  /career-paths give), so the first question is in the HTML, with no request to wait for. */
  questions: QuizQuestion[];
  paths: Record<string, CareerPath>;
}

/** The career quiz: one question at a time, then the analysis of every answer. */
export default function CareerQuiz({ questions, paths }: CareerQuizProps) {
  const [stage, setStage] = useState<Stage>('questions');
  const [current, setCurrent] = useState(0);
  const [responses, setResponses] = useState<QuizResponses>({});
  const [analysis, setAnalysis] = useState<QuizAnalysis>();
  /** The answers whose analysis failed, for Try again; cleared by any change to them. */
  const [failed, setFailed] = useState<QuizResponses>();
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = useRef<HTMLDivElement>(null);

  // Move focus to the new question, or to the analysis under way once the last answer's button is gone,
  // so keyboard and screen-reader users follow along (not on arrival).
  const moved = useRef(false);
  useEffect(() => {
    if (stage === 'questions' && moved.current) heading.current?.focus();
    if (stage === 'analysing') waiting.current?.focus();
    moved.current = true;
  }, [current, stage]);

  const analyse = async (answers: QuizResponses) => {
    setFailed(undefined);
    setStage('analysing');
    try {
      setAnalysis(await apiJson<QuizAnalysis>('/api/career-quiz/analyze', 'POST', { responses: answers }));
      setStage('results');
    } catch {
      toast({ title: QUIZ_TEXT.analysisFailure.title, description: QUIZ_TEXT.analysisFailure.fallback, variant: 'destructive' });
      setFailed(answers);
      setStage('questions');
    }
  };

  const choose = (option: number) => {
    const answers = { ...responses, [current + 1]: option };
    setFailed(undefined);
    setResponses(answers);
    if (current + 1 < questions.length) setCurrent(current + 1);
    else void analyse(answers);
  };

  const retake = () => {
    setFailed(undefined);
    setResponses({});
    setAnalysis(undefined);
    setCurrent(0);
    setStage('questions');
  };

  if (questions.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg text-slate-800">{QUIZ_PROGRESS_TEXT.unavailable}</p>
        <a href="/" className={buttonVariants({ className: 'mt-5 inline-block' })}>
          {QUIZ_PROGRESS_TEXT.home}
        </a>
      </div>
    );
  }
  if (stage === 'analysing') {
    return (
      <div ref={waiting} tabIndex={-1} className="py-16 text-center focus:outline-none" role="status">
        <p className="text-2xl font-semibold text-slate-900">{QUIZ_PROGRESS_TEXT.analysing}</p>
        <p className="mt-2 text-slate-700">{QUIZ_PROGRESS_TEXT.analysingDetail}</p>
      </div>
    );
  }
  if (stage === 'results' && analysis) return <QuizResults analysis={analysis} paths={paths} onRetake={retake} />;

  const question = questions[current];
  const total = questions.length;
  const percent = Math.round(((current + 1) / total) * 100);
  const answered = Object.keys(responses).length;
  const chosen = responses[current + 1];

  return (
    <div className={cardVariants({ padding: 'lg' })}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>{QUIZ_PROGRESS_TEXT.questionOf(current + 1, total)}</span>
        <span>{QUIZ_PROGRESS_TEXT.complete(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={QUIZ_PROGRESS_TEXT.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-700 transition-all forced-colors:bg-[Highlight]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{QUIZ_PROGRESS_TEXT.answered(answered, total)}</p>
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-xl font-semibold text-slate-900 focus:outline-none">
        {question.question}
      </h2>
      <ul className="mt-4 space-y-3">
        {question.options.map((option, index) => (
          <li key={option}>
            <button
              type="button"
              onClick={() => choose(index)}
              aria-pressed={chosen === index}
              className={`flex w-full items-start justify-between gap-3 rounded-lg border px-4 py-3 text-left text-slate-900 hover:border-indigo-700 hover:bg-indigo-50 ${chosen === index ? 'border-indigo-700 bg-indigo-50' : 'border-slate-300'}`}
            >
              <span>{option}</span>
              {/* The answer already chosen (back with Previous) shows a tick, not only a colour: forced colours drop its tint and border colour. */}
              {chosen === index && (
                <span aria-hidden="true" className="font-bold text-indigo-700">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3">
          <p className="text-sm text-red-900">{QUIZ_TEXT.analysisFailure.fallback}</p>
          <Button size="sm" onClick={() => void analyse(failed)}>
            {QUIZ_TEXT.tryAgain}
          </Button>
        </div>
      )}
      <button
        type="button"
        onClick={() => setCurrent(current - 1)}
        disabled={current === 0}
        className="mt-6 rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {QUIZ_PROGRESS_TEXT.previous}
      </button>
    </div>
  );
}
