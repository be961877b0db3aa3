import { describe, expect, it } from 'vitest';
import { ROLE_SALARIES, type RoleSalary } from '../../config/salaries';
import { careerPaths, PATH_ROLES } from '../careerPaths';
import { PATH_IDS } from '../../config/choices';

/** The figures and extras a visitor reads in '£24,000 - £30,000 + commission or bonus'. */
function read(salaryRange: string) {
  const match = /^£([\d,]+) - £([\d,]+)(?: \+ (.+))?$/.exec(salaryRange);
  if (!match) throw new Error(`unexpected salary range ${salaryRange}`);
  const amount = (text: string) => Number(text.replaceAll(',', ''));
  return { min: amount(match[1]), max: amount(match[2]), extra: match[3]?.split(' or ') ?? [] };
}

// The guide (/career-resources) lists these same roles from ROLE_SALARIES, so the two pages agree.
describe("a quiz path's expected salary range", () => {
  it.each(PATH_IDS)('%s runs from the lowest to the highest base of its roles in the salary table', (id) => {
    const roles: RoleSalary[] = PATH_ROLES[id].map((role) => ROLE_SALARIES[role]);
    const shown = read(careerPaths[id].salaryRange);
    expect(shown.min).toBe(Math.min(...roles.map((role) => role.base.min)));
    expect(shown.max).toBe(Math.max(...roles.map((role) => role.base.max)));
    expect(new Set(shown.extra)).toEqual(new Set(roles.flatMap((role) => role.extra ?? [])));
  });

  // What each result shows, as on /career-resources (Business Development once read £25,000 - £32,000).
  it.each([
    ['b2b-sales', '£24,000 - £30,000 + commission'],
    ['marketing-insights', '£23,000 - £30,000'],
    ['business-development', '£24,000 - £30,000 + commission or bonus'],
    ['account-management', '£24,000 - £30,000 + bonus'],
  ] as const)('%s shows %s', (id, range) => {
    expect(careerPaths[id].salaryRange).toBe(range);
  });
});
