import { describe, expect, it } from 'vitest';
import { analyzeResponses } from '../analyze';
import { questions } from '../questions';
import { analyzeFormSchema, analyzeRequestSchema } from '../schema';

const N = questions.length;

/** A complete, valid body: every question answered with option 0, keys as JSON strings. */
function validResponses(): Record<string, unknown> {
  return Object.fromEntries(questions.map((_, i) => [String(i + 1), 0]));
}

function withResponses(changes: Record<string, unknown>, remove: string[] = []) {
  const responses = { ...validResponses(), ...changes };
  for (const key of remove) delete responses[key];
  return { responses };
}

function messages(body: unknown): string[] {
  const result = analyzeRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('analyzeRequestSchema: valid bodies', () => {
  it('accepts every question answered and converts keys to question numbers', () => {
    const result = analyzeRequestSchema.safeParse({ responses: validResponses() });
    expect(result.success).toBe(true);
    const responses = result.data!.responses;
    expect(Object.keys(responses).map(Number)).toEqual(questions.map((_, i) => i + 1));
    expect(responses[1]).toBe(0);
    expect(analyzeResponses(responses).careerPath).toBe('b2b-sales');
  });

  it.each(questions.map((q, i) => [i + 1, q.options.length - 1] as const))(
    'accepts the last option of question %i (index %i)',
    (n, last) => {
      expect(analyzeRequestSchema.safeParse(withResponses({ [n]: last })).success).toBe(true);
    },
  );

  it('accepts keys in any order', () => {
    const reversed = Object.fromEntries(Object.entries(validResponses()).reverse());
    expect(analyzeRequestSchema.safeParse({ responses: reversed }).success).toBe(true);
  });
});

describe('analyzeRequestSchema: rejected bodies', () => {
  it.each<[string, unknown, string]>([
    ['a body that is not an object', 'hello', 'Request body must be a JSON object'],
    ['a null body', null, 'Request body must be a JSON object'],
    ['missing responses', {}, 'responses is required'],
    ['responses as an array', { responses: [0, 1, 2] }, 'responses must be an object mapping question numbers to option indexes'],
    ['responses as null', { responses: null }, 'responses must be an object mapping question numbers to option indexes'],
    ['an extra top-level field', { ...withResponses({}), userId: 7 }, 'Unexpected field: userId'],
    ['question 0', withResponses({ 0: 1 }), `"0" is not a question number (questions are 1-${N})`],
    ['a question past the end', withResponses({ [N + 1]: 0 }), `"${N + 1}" is not a question number (questions are 1-${N})`],
    ['a non-numeric key', withResponses({ foo: 1 }), `"foo" is not a question number (questions are 1-${N})`],
    ['a fractional key', withResponses({ '1.5': 1 }), `"1.5" is not a question number (questions are 1-${N})`],
    ['a zero-padded key', withResponses({ '01': 1 }), `"01" is not a question number (questions are 1-${N})`],
    ['missing answers', withResponses({}, ['3', '7']), 'Answer every question (missing 3, 7)'],
    ['no answers', { responses: {} }, `Answer every question (missing ${questions.map((_, i) => i + 1).join(', ')})`],
    ['an option past the end', withResponses({ 4: 9 }), 'Question 4 has no option 9'],
    ['option 4 on a four-option question', withResponses({ 2: 4 }), 'Question 2 has no option 4 (options are 0-3)'],
    ['a negative option', withResponses({ 4: -1 }), 'Question 4 has no option -1'],
    ['a fractional option', withResponses({ 5: 1.5 }), 'Question 5 answer must be a whole-number option index'],
    ['an option as a string', withResponses({ 6: '2' }), 'Question 6 answer must be a whole-number option index'],
    ['a null option', withResponses({ 6: null }), 'Question 6 answer must be a whole-number option index'],
  ])('rejects %s', (_name, body, expected) => {
    expect(analyzeRequestSchema.safeParse(body).success).toBe(false);
    expect(messages(body).some((m) => m.startsWith(expected))).toBe(true);
  });

  it('reports every problem at once, with the question in the issue path', () => {
    const result = analyzeRequestSchema.safeParse(withResponses({ 4: 9, foo: 1 }, ['3']));
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['responses.4', 'Question 4 has no option 9 (options are 0-3)'],
        ['responses.foo', `"foo" is not a question number (questions are 1-${N})`],
        ['responses', 'Answer every question (missing 3)'],
      ]),
    );
  });

  it('names several extra top-level fields together', () => {
    expect(messages({ ...withResponses({}), a: 1, b: 2 })).toContain('Unexpected fields: a, b');
  });
});

describe('analyzeFormSchema: the no-JavaScript form', () => {
  const fields = () => Object.fromEntries(questions.map((_, i) => [String(i + 1), String(i % 2)]));

  it('reads a field per question, the option index as text, into the same responses', () => {
    const result = analyzeFormSchema.parse(fields());
    expect(result.responses).toEqual(Object.fromEntries(questions.map((_, i) => [i + 1, i % 2])));
  });

  it.each([
    ['an unanswered question', (f: Record<string, string>) => delete f[String(N)], `Answer every question (missing ${N})`],
    [
      'an answer that is not a number',
      (f: Record<string, string>) => (f['1'] = 'yes'),
      'Question 1 answer must be a whole-number option index',
    ],
    ['an option that does not exist', (f: Record<string, string>) => (f['1'] = '99'), 'Question 1 has no option 99'],
    ['a field that is not a question', (f: Record<string, string>) => (f.extra = '0'), '"extra" is not a question number'],
  ])('refuses %s with the JSON body’s message', (_name, change, message) => {
    const f = fields();
    change(f);
    const result = analyzeFormSchema.safeParse(f);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });
});
