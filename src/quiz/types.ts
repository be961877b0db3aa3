/**
 * Shared types for the career quiz: what the API sends to the browser, the career
 * path content, and the analysis the scoring model returns.
 */

/** Names of the lucide-react icons the UI renders for each path. */
export type CareerIcon = 'Users' | 'Brain' | 'TrendingUp' | 'Briefcase';

/** One question as the API returns it (weights are never sent to the browser). */
export interface QuizQuestion {
  question: string;
  options: string[];
}

export interface CareerPath {
  title: string;
  description: string;
  icon: CareerIcon;
  /** Tailwind classes for the path's badge or card header, e.g. 'bg-indigo-700 text-white'. */
  color: string;
  industries: string[];
  /** Graduate starting range in pounds across the path's roles, e.g. '£24,000 - £30,000 + commission'. */
  salaryRange: string;
  skills: string[];
}

export interface QuizAnalysis {
  /** Id of the best-fitting path: a key of `careerPaths`. */
  careerPath: string;
  /** Id of the runner-up path, present only when it scored close to the top path. */
  secondaryPath?: string;
  /** 0-100: how much of the top path's maximum achievable score the answers reached. */
  confidence: number;
  reasoning: string;
  matchedSkills: string[];
  developmentAreas: string[];
}

/** Question number (from 1) -> chosen option index (from 0). */
export type QuizResponses = Record<number, number>;
