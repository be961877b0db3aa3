import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactForm from '../ContactForm';
import { fakeApi, type FakeAnswer } from '../../../../tests/support/fake-api';
import { renderWithToaster, toastText } from '../../../../tests/support/components';
import { CONFIRMATION_TEXT } from '../../../texts/forms';
import { RATE_LIMITS } from '../../../abuse/rate-limit';

/** What the server says of a field it refuses (the form shows whatever it says). */
const REFUSED = 'Refused by the server';

/** The contact form, filled in, the API answering `answer`. */
async function sendContactForm(answer: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const api = fakeApi({ 'POST /api/contacts': typeof answer === 'function' ? answer : () => answer });
  const { user } = renderWithToaster(<ContactForm />);
  const form = screen.getByRole('form', { name: 'Contact us' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
  await user.type(field('Name'), 'Priya Shah');
  await user.type(field('Email'), 'priya@example.com');
  await user.selectOptions(field('Subject'), 'employer');
  await user.type(field('Message'), 'We would like to hire two graduate SDRs in Bristol this spring.');
  await user.click(within(form).getByRole('button', { name: 'Send Message' }));
  return { api, user, form, field };
}

describe('the contact form', () => {
  it('refused by the server for some fields, shows each beside its field and focuses the first in page order', async () => {
    const { form, field } = await sendContactForm({
      status: 400,
      json: { message: 'Invalid name, message', errors: { message: [REFUSED], name: [REFUSED] } },
    });
    expect(await toastText()).toContain('[destructive] Failed to Send');
    expect(form.querySelector('#contact-message-error')?.textContent).toBe(REFUSED);
    expect(form.querySelector('#contact-name-error')?.textContent).toBe(REFUSED);
    expect(form.querySelector('#contact-email-error')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('refused by the server for a later field only, focuses that field', async () => {
    const { field } = await sendContactForm({ status: 400, json: { message: 'Invalid message', errors: { message: [REFUSED] } } });
    await waitFor(() => expect(document.activeElement).toBe(field('Message')));
  });

  it('refused without a field to blame, says why, keeps the message and gives focus back to the send button', async () => {
    const { form, field } = await sendContactForm({ status: 429, json: { message: RATE_LIMITS.contacts.message } });
    const text = await toastText();
    expect(text).toContain('[destructive] Failed to Send');
    expect(text).toContain(RATE_LIMITS.contacts.message);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Send Message' })));
    expect(field('Message').value).toContain('graduate SDRs');
  });

  it('sent empty, shows the missing fields beside them and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithToaster(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await within(form).findByText('Name is required');
    for (const message of ['Valid email is required', 'Please choose a subject', 'Message is required']) within(form).getByText(message);
    expect(api.calls).toEqual([]);
  });

  it('disables the send button while the message is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, form } = await sendContactForm(async () => {
      await held;
      return { status: 201, json: { id: 8 } };
    });
    const pending = await within(form).findByRole('button', { name: 'Sending...' });
    expect(pending).toHaveProperty('disabled', true);
    release();
    expect(await toastText()).toContain('[default] Message Sent!');
    await user.click(screen.getByRole('button', { name: CONFIRMATION_TEXT.enquiry.another }));
    expect(within(screen.getByRole('form', { name: 'Contact us' })).getByRole('button', { name: 'Send Message' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('sent, is replaced by the confirmation, which takes focus; Send another brings the form back emptied, focus on its first field', async () => {
    const { user, api } = await sendContactForm({ status: 201, json: { id: 7 } });
    expect(await toastText()).toContain('[default] Message Sent!');
    const confirmation = await screen.findByTestId('form-confirmation');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(api.calls[0].body).toMatchObject({ name: 'Priya Shah', subject: 'employer', submissionKey: expect.any(String) });
    await user.click(within(confirmation).getByRole('button', { name: CONFIRMATION_TEXT.enquiry.another }));
    const form = screen.getByRole('form', { name: 'Contact us' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Name', { exact: false })));
    expect(within(form).getByLabelText('Message', { exact: false })).toHaveProperty('value', '');
  });
});
