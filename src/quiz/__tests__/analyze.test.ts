import { describe, expect, it } from 'vitest';
import {
  analyzeResponses,
  FALLBACK_SKILLS,
  maxScores,
  rankPaths,
  scoreResponses,
  SECONDARY_THRESHOLD,
  MAX_DEVELOPMENT_AREAS,
  type PathScores,
} from '../analyze';
import { careerPaths } from '../careerPaths';
import { PATH_IDS, type PathId } from '../../config/choices';
import { publicQuestions, questions } from '../questions';
import type { CareerIcon } from '../types';
import { allOption, bestIndexesFor, fromIndexes, randomAnswerSets } from './helpers';

const ICONS: CareerIcon[] = ['Users', 'Brain', 'TrendingUp', 'Briefcase'];
const allPathSkills = new Set(PATH_IDS.flatMap((id) => careerPaths[id].skills));
const randomSets = randomAnswerSets(500);

/** One answer per path, taken round-robin from each path's best options: deliberately mixed. */
const mixedIndexes = questions.map((_, i) => bestIndexesFor(PATH_IDS[i % PATH_IDS.length])[i]);

describe('quiz content', () => {
  it('has at least 10 questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(10);
  });

  it.each(questions.map((q, i) => [i + 1, q] as const))('question %i has 3-5 options and valid weights and tags', (_n, q) => {
    expect(q.question.trim()).not.toBe('');
    expect(q.options.length).toBeGreaterThanOrEqual(3);
    expect(q.options.length).toBeLessThanOrEqual(5);
    expect(new Set(q.options.map((o) => o.label)).size).toBe(q.options.length);
    for (const o of q.options) {
      expect(o.label.trim()).not.toBe('');
      expect(o.signal.trim()).not.toBe('');
      const entries = Object.entries(o.weights);
      for (const [id, w] of entries) {
        expect(PATH_IDS).toContain(id);
        expect(Number.isInteger(w) && w >= 0 && w <= 3).toBe(true);
      }
      // every option weights at least one path
      expect(entries.some(([, w]) => (w ?? 0) > 0)).toBe(true);
      // skill tags must be real path skills, or they could never be matched
      for (const skill of o.skills ?? []) expect(allPathSkills).toContain(skill);
      for (const area of o.develops ?? []) expect(area.trim()).not.toBe('');
    }
  });

  it('has exactly the four path ids, in the fixed order', () => {
    expect(Object.keys(careerPaths)).toEqual([...PATH_IDS]);
  });

  it.each(PATH_IDS.map((id) => [id, careerPaths[id]] as const))('%s has every CareerPath field', (_id, path) => {
    expect(path.title.trim()).not.toBe('');
    expect(path.description.length).toBeGreaterThan(80);
    expect(ICONS).toContain(path.icon);
    expect(path.color).toMatch(/^bg-[a-z]+-\d{3} text-[a-z]+(-\d{3})?$/);
    expect(path.industries.length).toBeGreaterThanOrEqual(4);
    expect(path.industries.length).toBeLessThanOrEqual(6);
    expect(path.salaryRange).toMatch(/^£\d{2},\d{3} - £\d{2},\d{3}( \+ (commission|bonus|commission or bonus))?$/);
    expect(path.skills.length).toBeGreaterThanOrEqual(5);
    expect(path.skills.length).toBeLessThanOrEqual(7);
    expect(new Set(path.skills).size).toBe(path.skills.length);
  });

  it('gives each path a different icon', () => {
    expect(new Set(PATH_IDS.map((id) => careerPaths[id].icon)).size).toBe(PATH_IDS.length);
  });

  it('publicQuestions returns labels only', () => {
    const pub = publicQuestions();
    expect(pub).toHaveLength(questions.length);
    pub.forEach((q, i) => {
      expect(Object.keys(q).sort()).toEqual(['options', 'question']);
      expect(q.question).toBe(questions[i].question);
      expect(q.options).toEqual(questions[i].options.map((o) => o.label));
    });
    expect(JSON.stringify(pub)).not.toContain('weights');
  });
});

describe('analyzeResponses: fixed answer sets', () => {
  it.each([
    ['all first options', allOption(0), 'b2b-sales'],
    ['all second options', allOption(1), 'marketing-insights'],
    ['all third options', allOption(2), 'business-development'],
    ['all fourth options', allOption(3), 'account-management'],
    ['a data-minded researcher', fromIndexes([1, 1, 3, 2, 1, 0, 1, 1, 1, 1, 3, 1]), 'marketing-insights'],
    ['a rapport-builder', fromIndexes([4, 3, 2, 3, 3, 2, 3, 3, 3, 3, 2, 3]), 'account-management'],
    ['a strategic networker', fromIndexes([3, 2, 1, 1, 2, 3, 2, 2, 2, 2, 0, 2]), 'business-development'],
    ['a target-driven persuader', fromIndexes([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]), 'b2b-sales'],
  ])('%s -> %s', (_name, responses, expected) => {
    expect(analyzeResponses(responses).careerPath).toBe(expected);
  });

  describe.each(PATH_IDS)('%s', (id) => {
    const responses = fromIndexes(bestIndexesFor(id));
    const analysis = analyzeResponses(responses);

    it('is reachable, with full confidence and no runner-up, when answered consistently', () => {
      expect(analysis.careerPath).toBe(id);
      expect(analysis.confidence).toBe(100);
      expect(analysis.secondaryPath).toBeUndefined();
    });

    it('has more confidence than a mixed answer set', () => {
      expect(analysis.confidence).toBeGreaterThan(analyzeResponses(fromIndexes(mixedIndexes)).confidence);
    });

    it('names the path and a chosen answer in the reasoning', () => {
      expect(analysis.reasoning).toContain(careerPaths[id].title);
      const chosenSignals = bestIndexesFor(id).map((o, q) => questions[q].options[o].signal);
      expect(chosenSignals.some((s) => analysis.reasoning.includes(s))).toBe(true);
    });
  });
});

describe('analyzeResponses: scoring rules', () => {
  it('sums the chosen options weights per path', () => {
    const scores = scoreResponses(allOption(0));
    for (const id of PATH_IDS) {
      expect(scores[id]).toBe(questions.reduce((s, q) => s + (q.options[0].weights[id] ?? 0), 0));
    }
  });

  it('computes confidence as top score / that path maximum, rounded', () => {
    for (const indexes of randomSets.slice(0, 50)) {
      const r = fromIndexes(indexes);
      const a = analyzeResponses(r);
      const top = a.careerPath as PathId;
      expect(a.confidence).toBe(Math.round((scoreResponses(r)[top] / maxScores()[top]) * 100));
    }
  });

  it.each(randomSets.map((s, i) => [i, s] as const).slice(0, 100))(
    'random set %i: confidence, skills and secondary path follow the rules',
    (_i, indexes) => {
      const responses = fromIndexes(indexes);
      const a = analyzeResponses(responses);
      const scores = scoreResponses(responses);
      const [top, second] = rankPaths(scores);
      expect(a.careerPath).toBe(top);

      expect(Number.isInteger(a.confidence)).toBe(true);
      expect(a.confidence).toBeGreaterThanOrEqual(0);
      expect(a.confidence).toBeLessThanOrEqual(100);

      const close = scores[second] > 0 && scores[second] >= SECONDARY_THRESHOLD * scores[top];
      expect(a.secondaryPath).toBe(close ? second : undefined);
      expect('secondaryPath' in a).toBe(close);

      const topSkills = careerPaths[top].skills;
      expect(a.matchedSkills.length).toBeGreaterThan(0);
      for (const s of a.matchedSkills) expect(topSkills).toContain(s);
      expect(new Set(a.matchedSkills).size).toBe(a.matchedSkills.length);

      expect(a.developmentAreas.length).toBeGreaterThan(0);
      expect(a.developmentAreas.length).toBeLessThanOrEqual(MAX_DEVELOPMENT_AREAS);
      expect(new Set(a.developmentAreas).size).toBe(a.developmentAreas.length);
      for (const d of a.developmentAreas) expect(a.matchedSkills).not.toContain(d);

      expect(a.reasoning).toContain(careerPaths[top].title);
    },
  );

  it('reports a close runner-up as secondaryPath', () => {
    // sales-flavoured answers on a business-development base: 24 vs 20 points
    const a = analyzeResponses(fromIndexes([0, 2, 0, 1, 2, 1, 2, 0, 2, 0, 0, 2]));
    expect(a.careerPath).toBe('business-development');
    expect(a.secondaryPath).toBe('b2b-sales');
    expect(a.reasoning).toContain('B2B Sales is a close second.');
  });

  it('omits a distant runner-up', () => {
    const a = analyzeResponses(allOption(0));
    const scores = scoreResponses(allOption(0));
    const [, second] = rankPaths(scores);
    expect(scores[second]).toBeLessThan(SECONDARY_THRESHOLD * scores['b2b-sales']);
    expect(a.secondaryPath).toBeUndefined();
    expect(a.reasoning).not.toContain('close second');
  });

  it('breaks ties by the fixed path order', () => {
    const tie = (scores: Partial<PathScores>): PathScores => ({
      'b2b-sales': 0,
      'marketing-insights': 0,
      'business-development': 0,
      'account-management': 0,
      ...scores,
    });
    expect(rankPaths(tie({}))).toEqual([...PATH_IDS]);
    expect(rankPaths(tie({ 'account-management': 5, 'marketing-insights': 5 }))).toEqual([
      'marketing-insights',
      'account-management',
      'b2b-sales',
      'business-development',
    ]);
    // real ties from the questions: each answer set whose top two scores are equal
    let ties = 0;
    for (const indexes of randomSets) {
      const scores = scoreResponses(fromIndexes(indexes));
      const [first, second] = rankPaths(scores);
      if (scores[first] === scores[second]) {
        ties++;
        expect(PATH_IDS.indexOf(first)).toBeLessThan(PATH_IDS.indexOf(second));
        expect(analyzeResponses(fromIndexes(indexes)).careerPath).toBe(first);
        expect(analyzeResponses(fromIndexes(indexes)).secondaryPath).toBe(second);
      }
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('falls back to the path first skills when no chosen answer shows one', () => {
    const a = analyzeResponses({});
    expect(a.careerPath).toBe('b2b-sales');
    expect(a.confidence).toBe(0);
    expect(a.secondaryPath).toBeUndefined();
    expect(a.matchedSkills).toEqual(careerPaths['b2b-sales'].skills.slice(0, FALLBACK_SKILLS));
    expect(a.reasoning).toContain('starting point');
  });

  it('lists develops tags from chosen answers among the development areas', () => {
    // question 3 option 3 and question 4 option 4 both flag areas to work on
    const indexes = bestIndexesFor('account-management');
    const a = analyzeResponses(fromIndexes(indexes));
    expect(a.developmentAreas.slice(0, 2)).toEqual(['Comfort with commercial targets', 'Resilience to rejection']);
  });
});

describe('analyzeResponses: determinism and input checks', () => {
  it.each(randomSets.slice(0, 20).map((s) => [s] as const))('gives the same result for %j', (indexes) => {
    const forward = fromIndexes(indexes);
    const reversed = Object.fromEntries(Object.entries(forward).reverse());
    const first = analyzeResponses(forward);
    expect(analyzeResponses(forward)).toEqual(first);
    expect(analyzeResponses(reversed)).toEqual(first);
    expect(JSON.stringify(analyzeResponses(forward))).toBe(JSON.stringify(first));
  });

  it.each([
    ['question 0', { 0: 1 }, 'Question 0 does not exist'],
    ['a question past the end', { [questions.length + 1]: 0 }, `Question ${questions.length + 1} does not exist`],
    ['an option past the end', { 2: 9 }, 'Question 2 has no option 9'],
    ['a negative option', { 2: -1 }, 'Question 2 has no option -1'],
    ['a fractional option', { 2: 0.5 }, 'Question 2 has no option 0.5'],
  ])('throws a RangeError for %s', (_name, responses, message) => {
    expect(() => analyzeResponses(responses)).toThrow(RangeError);
    expect(() => analyzeResponses(responses)).toThrow(message);
  });
});
