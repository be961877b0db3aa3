/**
 * Career quiz scoring model. Deterministic: the same responses always give the same analysis.
 *
 * Responses map a question number (1-based position in `questions`) to the chosen option
 * index (0-based). Unanswered questions simply add nothing (the API requires every answer;
 * see schema.ts). A question number or option index that does not exist throws a RangeError.
 *
 * 1. Scores. Each path's score is the sum of that path's weight (0-3) over the chosen
 *    options.
 * 2. Ranking. Paths are sorted by score, highest first; equal scores keep the fixed order
 *    of PATH_IDS (b2b-sales, marketing-insights, business-development, account-management).
 *    The first is `careerPath`.
 * 3. Secondary path. The runner-up is returned as `secondaryPath` only when its score is
 *    above 0 and at least SECONDARY_THRESHOLD (75%) of the top score; otherwise it is omitted.
 * 4. Confidence. top score / the top path's maximum achievable score (the sum, over all
 *    questions, of the highest weight any option of that question gives the path) x 100,
 *    rounded to the nearest whole number and clamped to 0-100. Answering consistently for
 *    one path gives 100; spreading answers across paths lowers it.
 * 5. Matched skills. The `skills` tags of the chosen options, in question order, that are
 *    among the top path's skills, without duplicates. If there are none, the top path's
 *    first FALLBACK_SKILLS (3) skills.
 * 6. Development areas (at most MAX_DEVELOPMENT_AREAS, 4), without duplicates, in this order:
 *    the first two `develops` tags of the chosen options (question order); the top path's
 *    skills the answers did not show (skill order); any remaining `develops` tags; then the
 *    next-ranked paths' skills the answers did not show; leaving out anything already in
 *    matchedSkills, and stopping at four.
 * 7. Reasoning. One or two sentences naming the top path and up to three of the strongest
 *    signals for it (the chosen options that give it the most weight, in question order),
 *    plus the secondary path when there is one.
 */
import { careerPaths } from './careerPaths';
import { PATH_IDS, type PathId } from '../config/choices';
import { questions, type WeightedOption } from './questions';
import type { QuizAnalysis, QuizResponses } from './types';

/** The runner-up is reported when it scores at least this fraction of the top path. */
export const SECONDARY_THRESHOLD = 0.75;
export const MAX_DEVELOPMENT_AREAS = 4;
export const FALLBACK_SKILLS = 3;
const MAX_SIGNALS = 3;

export type PathScores = Record<PathId, number>;

function emptyScores(): PathScores {
  return Object.fromEntries(PATH_IDS.map((id) => [id, 0])) as PathScores;
}

/** The highest score each path can reach: for each question, its best option's weight. */
export function maxScores(): PathScores {
  const max = emptyScores();
  for (const q of questions) {
    for (const id of PATH_IDS) {
      max[id] += Math.max(0, ...q.options.map((o) => o.weights[id] ?? 0));
    }
  }
  return max;
}

/** The chosen options in question order, validated against the question list. */
function chosenOptions(responses: QuizResponses): WeightedOption[] {
  for (const key of Object.keys(responses)) {
    const n = Number(key);
    if (!Number.isInteger(n) || n < 1 || n > questions.length) {
      throw new RangeError(`Question ${key} does not exist (questions are 1-${questions.length})`);
    }
  }
  const chosen: WeightedOption[] = [];
  questions.forEach((q, i) => {
    const answer = responses[i + 1];
    if (answer === undefined) return;
    const option = Number.isInteger(answer) ? q.options[answer] : undefined;
    if (!option) throw new RangeError(`Question ${i + 1} has no option ${answer}`);
    chosen.push(option);
  });
  return chosen;
}

/** Each path's summed weight over the chosen options. */
export function scoreResponses(responses: QuizResponses): PathScores {
  const scores = emptyScores();
  for (const option of chosenOptions(responses)) {
    for (const id of PATH_IDS) scores[id] += option.weights[id] ?? 0;
  }
  return scores;
}

/** Path ids sorted by score (highest first), ties in PATH_IDS order. */
export function rankPaths(scores: PathScores): PathId[] {
  return [...PATH_IDS].sort((a, b) => scores[b] - scores[a] || PATH_IDS.indexOf(a) - PATH_IDS.indexOf(b));
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** "a", "a and b", "a, b and c" (UK style, no serial comma). */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function buildReasoning(top: PathId, secondary: PathId | undefined, chosen: WeightedOption[]): string {
  const title = careerPaths[top].title;
  const best = Math.max(0, ...chosen.map((o) => o.weights[top] ?? 0));
  const signals =
    best > 0
      ? chosen
          .filter((o) => (o.weights[top] ?? 0) === best)
          .slice(0, MAX_SIGNALS)
          .map((o) => o.signal)
      : [];
  let text =
    signals.length > 0
      ? `${title} fits you best: you ${joinList(signals)}.`
      : `Your answers do not point strongly anywhere yet, so ${title} is a starting point rather than a firm match.`;
  if (secondary) text += ` ${careerPaths[secondary].title} is a close second.`;
  return text;
}

export function analyzeResponses(responses: QuizResponses): QuizAnalysis {
  const chosen = chosenOptions(responses);
  const scores = scoreResponses(responses);
  const ranked = rankPaths(scores);
  const top = ranked[0];
  const runnerUp = ranked[1];
  const topScore = scores[top];

  const secondary = scores[runnerUp] > 0 && scores[runnerUp] >= SECONDARY_THRESHOLD * topScore ? runnerUp : undefined;

  const max = maxScores()[top];
  const confidence = max > 0 ? Math.min(100, Math.max(0, Math.round((topScore / max) * 100))) : 0;

  const shown = unique(chosen.flatMap((o) => o.skills ?? []));
  const topSkills = careerPaths[top].skills;
  const matched = shown.filter((s) => topSkills.includes(s));
  const matchedSkills = matched.length > 0 ? matched : topSkills.slice(0, FALLBACK_SKILLS);

  const develops = unique(chosen.flatMap((o) => o.develops ?? []));
  const gaps = (id: PathId) => careerPaths[id].skills.filter((s) => !shown.includes(s));
  const developmentAreas = unique([...develops.slice(0, 2), ...gaps(top), ...develops.slice(2), ...ranked.slice(1).flatMap(gaps)])
    .filter((area) => !matchedSkills.includes(area))
    .slice(0, MAX_DEVELOPMENT_AREAS);

  const analysis: QuizAnalysis = {
    careerPath: top,
    confidence,
    reasoning: buildReasoning(top, secondary, chosen),
    matchedSkills,
    developmentAreas,
  };
  if (secondary) analysis.secondaryPath = secondary;
  return analysis;
}
