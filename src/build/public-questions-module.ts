import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { publicQuestions } from '../quiz/questions';

export const PUBLIC_QUESTIONS_ID = 'virtual:public-questions';
const RESOLVED = `\0${PUBLIC_QUESTIONS_ID}`;

/** The module's text: the questions without their weights. */
export const publicQuestionsSource = () => `export default ${JSON.stringify(publicQuestions())};`;

/**
 * `virtual:public-questions`: the quiz's questions as the browser may see them (labels, no weights),
 * computed when the site is built, so the quiz island carries them in its own code rather than in the
 * page's HTML, and the scoring weights never reach a browser.
 */
export function publicQuestionsModule(): Plugin {
  return {
    name: 'public-questions',
    resolveId: (id) => (id === PUBLIC_QUESTIONS_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(fileURLToPath(new URL('../quiz/questions.ts', import.meta.url)));
      return publicQuestionsSource();
    },
  };
}
