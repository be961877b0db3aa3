import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Comments from '../Comments';
import { fakeApi, type FakeAnswer } from '../../../../../tests/support/fake-api';
import { renderWithToaster, toastText } from '../../../../../tests/support/components';

/** A post's comments (none yet), the API answering a comment sent with `answer`; the form opened and filled. */
async function openAndFill(answer: FakeAnswer) {
  fakeApi({ 'GET /api/comments/(\\d+)': () => ({ json: [] }), 'POST /api/comments': () => answer });
  const { user } = renderWithToaster(<Comments blogPostId={4} />);
  await user.click(await screen.findByRole('button', { name: 'Leave a Comment' }));
  const form = screen.getByRole('form', { name: 'Leave a Comment' });
  await user.type(within(form).getByLabelText('Name', { exact: false }), 'Focus Tester');
  await user.type(within(form).getByLabelText('Email', { exact: false }), 'focus@example.com');
  await user.type(within(form).getByLabelText(/^Comment/), 'Keyboard users should keep their place.');
  await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
  return form;
}

describe('the comment form', () => {
  it('sent, closes and gives focus to the Leave a Comment button drawn again in its place', async () => {
    const form = await openAndFill({ status: 201, json: { id: 9 } });
    expect(await toastText()).toContain('Comment submitted!');
    await waitFor(() => expect(form.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave a Comment' })));
  });

  it('refused by the server for a field, focuses that field', async () => {
    const refused = 'Refused by the server';
    const form = await openAndFill({ status: 400, json: { message: `Invalid content: ${refused}`, errors: { content: [refused] } } });
    await within(form).findByText(refused);
    const content = within(form).getByLabelText(/^Comment/);
    await waitFor(() => expect(document.activeElement).toBe(content));
    expect(content.getAttribute('aria-invalid')).toBe('true');
  });
});
