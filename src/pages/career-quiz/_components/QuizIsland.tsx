import questions from 'virtual:public-questions';
import { careerPaths } from '../../../quiz/careerPaths';
import CareerQuiz from './CareerQuiz';

/** The quiz island: its data comes with its code, which loads when someone first reaches for the quiz. */
export default function QuizIsland() {
  return <CareerQuiz questions={questions} paths={careerPaths} />;
}
