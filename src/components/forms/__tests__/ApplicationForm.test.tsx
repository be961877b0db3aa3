import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ApplicationForm, { type ApplicationRole } from '../ApplicationForm';
import { fakeApi, type FakeAnswer } from '../../../../tests/support/fake-api';
import { renderWithToaster, toastText } from '../../../../tests/support/components';
import { CV_MESSAGES, ROLE_MESSAGES } from '../../../texts/forms';

const ROLE: ApplicationRole = { jobId: 12, title: 'Inside Sales Graduate', company: 'Test Ltd' };
const PDF = new File(['%PDF-1.4 a CV'], 'CV.pdf', { type: 'application/pdf' });

/** The application form, the API answering `answer`; `fill` types every field but the CV. */
function renderApplicationForm(answer: FakeAnswer = { status: 201, json: { id: 3 } }, role?: ApplicationRole) {
  const api = fakeApi({ 'POST /api/applications': () => answer });
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
  return { user, form, field, fill, send, cvInput, sent };
}

describe('the CV application form', () => {
  it('sent empty, focuses the first field of the page (First Name), not the consent checkbox at the bottom', async () => {
    const { form, field, send, sent } = renderApplicationForm();
    await send();
    await within(form).findByText('First name is required');
    within(form).getByText('Please agree to the privacy notice so we can process your application');
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    expect(sent()).toBeUndefined();
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

  it('refused without a field to blame, gives focus back to the submit button', async () => {
    const { user, form, fill, send, cvInput } = renderApplicationForm({ status: 429, json: { message: 'Too many requests' } });
    await fill();
    await user.upload(cvInput(), PDF);
    await send();
    expect(await toastText()).toContain('[destructive] Submission Failed');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Submit Application' })));
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
