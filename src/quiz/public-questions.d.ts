// The module src/build/public-questions-module.ts provides to the site's build.
declare module 'virtual:public-questions' {
  const questions: import('./types').QuizQuestion[];
  export default questions;
}
