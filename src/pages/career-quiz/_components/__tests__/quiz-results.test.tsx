import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careerPaths } from '../../../../quiz/careerPaths';
import { REGISTER_PAGE } from '../../../../texts/registration';
import { QuizResults } from '../QuizResults';

describe('the quiz results', () => {
  it('lead to registering without a job, beside the jobs the path leads to', () => {
    const [path] = Object.keys(careerPaths);
    render(
      <QuizResults
        analysis={{
          careerPath: path,
          confidence: 80,
          reasoning: 'You listen.',
          matchedSkills: ['Empathy'],
          developmentAreas: ['Negotiation'],
        }}
        paths={careerPaths}
        onRetake={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: REGISTER_PAGE.link }).getAttribute('href')).toBe('/register');
  });
});
