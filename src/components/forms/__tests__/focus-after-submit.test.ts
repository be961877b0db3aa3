import { describe, expect, it } from 'vitest';
import { focusTargetAfterSubmit, type Control } from '../focus-after-submit';

/** A stand-in control: a name for the assertions, its aria-invalid, type and disabled state. */
const control = (name: string, { invalid = false, type = 'text', disabled = false } = {}): Control & { name: string } => ({
  name,
  type,
  disabled,
  getAttribute: (attribute) => (attribute === 'aria-invalid' ? String(invalid) : null),
  focus: () => {},
});

const body = { tag: 'body' };

describe('focusTargetAfterSubmit', () => {
  it('picks the first invalid control in page order, whatever comes after it', () => {
    // The application form's order: names first, the CV and the consent last.
    const controls = [
      control('firstName'),
      control('lastName', { invalid: true }),
      control('cv', { type: 'file', invalid: true }),
      control('consent', { type: 'checkbox', invalid: true }),
      control('submit', { type: 'submit' }),
    ];
    expect(focusTargetAfterSubmit(controls, body, body)).toBe(controls[1]);
  });

  it('picks a control the form library does not know (the CV input) when it is the only invalid one', () => {
    const controls = [
      control('firstName'),
      control('cv', { type: 'file', invalid: true }),
      control('consent', { type: 'checkbox' }),
      control('submit', { type: 'submit' }),
    ];
    expect(focusTargetAfterSubmit(controls, controls[3], body)).toBe(controls[1]);
  });

  it('moves to an invalid control even from another control the visitor is in', () => {
    const controls = [control('name', { invalid: true }), control('message'), control('submit', { type: 'submit' })];
    expect(focusTargetAfterSubmit(controls, controls[1], body)).toBe(controls[0]);
  });

  it('skips an invalid control that cannot take focus', () => {
    const controls = [
      control('cv', { type: 'file', invalid: true, disabled: true }),
      control('consent', { type: 'checkbox', invalid: true }),
      control('submit', { type: 'submit' }),
    ];
    expect(focusTargetAfterSubmit(controls, body, body)).toBe(controls[1]);
  });

  it.each([
    ['on the page body', body],
    ['nowhere', null],
  ])('with nothing invalid and focus lost (%s), picks the submit button', (_where, active) => {
    const controls = [control('name'), control('send', { type: 'button' }), control('submit', { type: 'submit' })];
    expect(focusTargetAfterSubmit(controls, active, body)).toBe(controls[2]);
  });

  it('with nothing invalid, keeps focus where the visitor moved it meanwhile', () => {
    const controls = [control('name'), control('message'), control('submit', { type: 'submit' })];
    expect(focusTargetAfterSubmit(controls, controls[1], body)).toBeUndefined();
    expect(focusTargetAfterSubmit(controls, { elsewhere: 'a link outside the form' }, body)).toBeUndefined();
  });

  it('treats aria-invalid="false" as valid', () => {
    const controls = [control('name', { invalid: false }), control('submit', { type: 'submit' })];
    expect(focusTargetAfterSubmit(controls, body, body)).toBe(controls[1]);
  });
});
