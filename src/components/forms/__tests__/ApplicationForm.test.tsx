import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ApplicationForm, { type ApplicationRole } from '../ApplicationForm';
import { fakeApi, type FakeAnswer } from '../../../../tests/support/fake-api';
import { renderWithToaster, toastText } from '../../../../tests/support/components';
import { CV_MESSAGES, ROLE_MESSAGES } from '../../../texts/forms';
import { RATE_LIMITS } from '../../../abuse/rate-limit';

const ROLE: ApplicationRole = { jobId: 12, title: 'Inside Sales Graduate', company: 'Test Ltd' };
const PDF = new File(['%PDF-1.4 a CV'], 'CV.pdf', { type: 'application/pdf' });

/** The application form, the API answering `answer`; `fill` types every field but the CV. */
function renderApplicationForm(answer: FakeAnswer | (() => FakeAnswer) = { status: 201, json: { id: 3 } }, role?: ApplicationRole) {
  const api = fakeApi({ 'POST /api/applications': typeof answer === 'function' ? answer : () => answer });
  const { user } = renderWithToaster(<ApplicationForm role={role} />);
  const form = screen.getByRole('form', { name: 'CV application' });
  const field = (label: string | RegExp) => within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
  const fill = async () => {
    await user.type(field('First Name'), 'Amelia');
    await user.type(field('Last Name'), 'Hughes');
    await user.type(field('Email Address'), 'amelia@example.com');
    await user.type(field('Phone Number'), '07700 900123');
    await user.selectOptions(field('Psychology Degree'), 'master');
    await user.type(field('About You'), 'MSc Psychology; keen on SaaS sales.');
    await user.click(field(/I agree to my data being processed/));
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Submit Application' }));
  const cvInput = () => form.querySelector<HTMLInputElement>('#cv')!;
  /** What the form sent: its fields and the file. */
  const sent = () => {
    const body = api.calls[0]?.body as FormData | undefined;
    return body && { data: JSON.parse(String(body.get('applicationData'))), cv: (body.get('cv') as File | null)?.name };
  };
  const fileName = () => within(form).queryByTestId('cv-file-name')?.textContent ?? null;
  return { user, form, field, fill, send, cvInput, sent, fileName };
}

/** The API's answer when this address has sent its hour's applications (tests/api: rate limits). */
const RATE_LIMITED: FakeAnswer = { status: 429, json: { message: RATE_LIMITS.applications.message } };

describe('the CV application form', () => {
  it('sent empty, shows each missing field beside it, sends nothing and focuses the first field of the page (First Name), not the consent checkbox at the bottom', async () => {
    const { form, field, send, sent } = renderApplicationForm();
    await send();
    await within(form).findByText('First name is required');
    for (const message of [
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Please select your psychology degree',
      CV_MESSAGES.required,
      'Please agree to the privacy notice so we can process your application',
    ])
      within(form).getByText(message);
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    expect(sent()).toBeUndefined();
  });

  it('refuses a file that is not PDF, DOC or DOCX with a toast and keeps no file', async () => {
    const { user, cvInput, fileName } = renderApplicationForm();
    await user.upload(cvInput(), new File(['png'], 'photo.png', { type: 'image/png' }));
    const text = await toastText();
    expect(text).toContain(`[destructive] ${CV_MESSAGES.invalidType.title}`);
    expect(text).toContain(CV_MESSAGES.invalidType.description);
    expect(fileName()).toBeNull();
  });

  it('takes a dropped file, highlights while dragging, and removes it on request', async () => {
    const { user, form, fileName } = renderApplicationForm();
    const zone = within(form).getByTestId('cv-dropzone');
    // Files of up to 5 MB are staged in parts: the no-JavaScript limit is not shown.
    expect(zone.textContent).not.toContain('With JavaScript off');
    const dataTransfer = { files: [new File(['%PDF-1.4 dropped'], 'dropped.pdf', { type: 'application/pdf' })], types: ['Files'] };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer });
    expect(fileName()).toBe('dropped.pdf');
    expect(zone.getAttribute('data-dragging')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove dropped.pdf' }));
    expect(fileName()).toBeNull();
  });

  it('sent with only the CV missing, focuses the CV input, which names its error', async () => {
    const { form, fill, send, cvInput } = renderApplicationForm();
    await fill();
    await send();
    await within(form).findByText(CV_MESSAGES.required);
    await waitFor(() => expect(document.activeElement).toBe(cvInput()));
    expect(cvInput().getAttribute('aria-invalid')).toBe('true');
    expect(cvInput().getAttribute('aria-describedby')).toBe('cv-error');
  });

  it('with a CV the server refuses, focuses the CV input, showing the server’s reason', async () => {
    const refusal = 'This file is not a PDF';
    const { user, form, fill, send, cvInput } = renderApplicationForm({
      status: 400,
      json: { message: refusal, errors: { cv: [refusal] } },
    });
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    expect(await toastText()).toContain('[destructive] Submission Failed');
    expect(form.querySelector('#cv-error')?.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(cvInput()));
  });

  it('says the consent checkbox is required', () => {
    const { field } = renderApplicationForm();
    expect(field(/I agree to my data being processed/).getAttribute('aria-required')).toBe('true');
  });

  it('refused without a field to blame, says why, keeps everything typed and chosen, and gives focus back to the submit button', async () => {
    const { user, form, field, fill, send, cvInput, fileName } = renderApplicationForm(RATE_LIMITED);
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    const text = await toastText();
    expect(text).toContain('[destructive] Submission Failed');
    expect(text).toContain(RATE_LIMITS.applications.message);
    const submit = within(form).getByRole('button', { name: 'Submit Application' });
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(submit).toHaveProperty('disabled', false);
    expect(field('Email Address').value).toBe('amelia@example.com');
    expect(field('Psychology Degree').value).toBe('master');
    expect(field(/I agree to my data being processed/).checked).toBe(true);
    expect(fileName()).toBe('CV.pdf');
  });

  it("clears the server's word on a CV when the form is sent again and answered for another reason", async () => {
    const refusal = 'This file is not a PDF';
    const answers: FakeAnswer[] = [{ status: 400, json: { message: refusal, errors: { cv: [refusal] } } }, RATE_LIMITED];
    const { user, form, fill, send, cvInput, fileName } = renderApplicationForm(() => answers.shift()!);
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    await toastText();
    expect(form.querySelector('#cv-error')?.textContent).toBe(refusal);
    // The same file sent again, refused this time before its bytes are read (429): the old verdict is not this answer's.
    await send();
    expect(await toastText()).toContain(RATE_LIMITS.applications.message);
    expect(form.querySelector('#cv-error')).toBeNull();
    expect(cvInput().getAttribute('aria-invalid')).not.toBe('true');
    expect(fileName()).toBe('CV.pdf');
  });
});

describe('the application form on a job page', () => {
  it('names the role and sends it', async () => {
    const { user, form, fill, send, cvInput, sent } = renderApplicationForm(undefined, ROLE);
    within(form).getByText(ROLE_MESSAGES.applying(ROLE.title, ROLE.company));
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    expect(await toastText()).toContain('Application Submitted!');
    expect(sent()).toMatchObject({ data: { firstName: 'Amelia', jobId: ROLE.jobId }, cv: 'CV.pdf' });
  });

  it('"Apply generally instead" keeps what was typed and sends no role', async () => {
    const { user, form, field, fill, send, cvInput, sent } = renderApplicationForm(undefined, ROLE);
    await fill();
    await user.click(within(form).getByRole('link', { name: ROLE_MESSAGES.general }));
    expect(within(form).queryByText(ROLE_MESSAGES.applying(ROLE.title, ROLE.company))).toBeNull();
    expect(field('First Name').value).toBe('Amelia');
    await user.upload(cvInput(), PDF);
    await send();
    expect(await toastText()).toContain('Application Submitted!');
    expect(sent()?.data.jobId).toBeUndefined();
  });

  it('a role closed since the page was built is refused, saying so, and the form keeps what was typed', async () => {
    const { user, form, field, fill, send, cvInput } = renderApplicationForm(
      { status: 400, json: { message: ROLE_MESSAGES.closed, errors: { jobId: [ROLE_MESSAGES.closed] } } },
      ROLE,
    );
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    expect(await toastText()).toContain('Submission Failed');
    expect(within(form).getByText(ROLE_MESSAGES.closed).getAttribute('role')).toBe('alert');
    expect(field('First Name').value).toBe('Amelia');
    expect(field('Email Address').value).toBe('amelia@example.com');
    expect(field('About You').value).toContain('MSc Psychology');
    expect(within(form).getByTestId('cv-file-name').textContent).toBe('CV.pdf');
  });
});
