import { PATH_IDS, type PathId } from '../../config/choices';
import { questions } from '../questions';
import type { QuizResponses } from '../types';

/** Turns a list of option indexes (question 1 first) into responses. */
export function fromIndexes(indexes: number[]): QuizResponses {
  return Object.fromEntries(indexes.map((option, i) => [i + 1, option]));
}

/** The same option index for every question. */
export function allOption(index: number): QuizResponses {
  return fromIndexes(questions.map(() => index));
}

/**
 * For each question, the option that gives `id` its highest weight (ties: the option that
 * gives the other paths the least, then the earliest).
 */
export function bestIndexesFor(id: PathId): number[] {
  return questions.map((q) => {
    let best = 0;
    let bestKey = [-Infinity, -Infinity];
    q.options.forEach((o, i) => {
      const own = o.weights[id] ?? 0;
      const others = PATH_IDS.filter((p) => p !== id).reduce((s, p) => s + (o.weights[p] ?? 0), 0);
      const key = [own, -others];
      if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
        best = i;
        bestKey = key;
      }
    });
    return best;
  });
}

/** Small seeded PRNG (mulberry32) so "random" answer sets are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` reproducible random complete answer sets. */
export function randomAnswerSets(count: number, seed = 20240601): number[][] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => questions.map((q) => Math.floor(next() * q.options.length)));
}
