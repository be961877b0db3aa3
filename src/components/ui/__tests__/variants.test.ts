import { describe, expect, it } from 'vitest';
import { badgeVariants, type BadgeSize, type BadgeTone } from '../badge';
import { buttonVariants, dashboardButton, type ButtonSize, type ButtonVariant } from '../button';
import { cardVariants } from '../card';
import { cn } from '../cn';
import { inputVariants } from '../input';

/**
 * cn() only joins: two utilities setting the same property in the same state (`px-4` and `px-5`, `font-medium`
 * and `font-semibold`) would leave the look to the order of Tailwind's stylesheet. What property a class sets, roughly.
 */
function property(name: string): string {
  const state = name.slice(0, name.lastIndexOf(':') + 1);
  const utility = name.slice(state.length);
  const rules: [RegExp, string][] = [
    [/^(block|inline-block|inline-flex|flex|hidden)$/, 'display'],
    [/^bg-/, 'background'],
    [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
    [/^text-(left|center|right)$/, 'text-align'],
    [/^text-/, 'color'],
    [/^font-(medium|semibold|bold)$/, 'font-weight'],
    [/^border(-\d)?$/, 'border-width'],
    [/^border-/, 'border-color'],
    [/^p-/, 'padding'],
    [/^px-/, 'padding-x'],
    [/^py-/, 'padding-y'],
    [/^outline-offset-/, 'outline-offset'],
    [/^outline-\d$/, 'outline-width'],
    [/^outline-/, 'outline-color'],
    [/^rounded/, 'radius'],
    [/^shadow/, 'shadow'],
  ];
  const found = rules.find(([pattern]) => pattern.test(utility));
  return state + (found ? found[1] : utility);
}

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'danger', 'destructive', 'inverse', 'inverseOutline'];
const sizes: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const tones: BadgeTone[] = ['green', 'emerald', 'grey', 'amber', 'indigo', 'red', 'sky', 'violet'];
const badgeSizes: BadgeSize[] = ['sm', 'md'];

const cases: [string, string][] = [
  ...variants.flatMap((variant) =>
    sizes.flatMap((size) => [
      [`button ${variant} ${size}`, buttonVariants({ variant, size })] as [string, string],
      [`button ${variant} ${size} focus ring`, buttonVariants({ variant, size, focusRing: true })] as [string, string],
    ]),
  ),
  ...Object.entries(dashboardButton).map(([name, classes]) => [`dashboard button ${name}`, classes] as [string, string]),
  ...tones.flatMap((tone) => badgeSizes.map((size) => [`badge ${tone} ${size}`, badgeVariants({ tone, size })] as [string, string])),
  ['card', cardVariants()],
  ['card xl without shadow', cardVariants({ padding: 'xl', shadow: false })],
  ['input', inputVariants()],
  ['input sm', inputVariants({ size: 'sm' })],
];

describe('variant class strings', () => {
  it.each(cases)('%s sets each property once in each state', (_, classes) => {
    const names = classes.split(' ');
    expect(names.every(Boolean), 'no empty class names').toBe(true);
    const properties = names.map(property);
    const repeated = properties.filter((p, i) => properties.indexOf(p) !== i);
    expect(repeated, classes).toEqual([]);
  });

  it('adds the caller’s classes after the variant’s, and leaves out what is not given', () => {
    expect(buttonVariants({ className: 'mt-4 w-full' }).endsWith(' mt-4 w-full')).toBe(true);
    expect(buttonVariants({ className: undefined })).not.toMatch(/undefined|false|\s$/);
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it.each([
    ['primary', 'focus-visible:outline-indigo-700'],
    ['danger', 'focus-visible:outline-red-700'],
    ['inverseOutline', 'focus-visible:outline-white'],
  ] as [ButtonVariant, string][])('a %s button’s focus ring is %s, and only when asked for', (variant, outline) => {
    expect(buttonVariants({ variant, focusRing: true }).split(' ')).toContain(outline);
    expect(buttonVariants({ variant })).not.toContain('focus-visible:');
  });
});
