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

/** A post with one approved comment, by Priya Desai; POST /api/comments answered by `answer`. */
function renderWithComment(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  const priya = {
    id: 1,
    blogPostId: 4,
    parentId: null,
    isApproved: true,
    authorName: 'Priya Desai',
    authorWebsite: null,
    content: 'Empathy sells.',
    createdAt: '2026-11-20T09:00:00.000Z',
    replies: [],
  };
  fakeApi({ 'GET /api/comments/(\\d+)': () => ({ json: [priya] }), 'POST /api/comments': answer });
  const { user } = renderWithToaster(<Comments blogPostId={4} />);
  const open = async (name: string) => {
    await user.click(await screen.findByRole('button', { name }));
    return screen.getByRole('form', { name });
  };
  const comment = (form: HTMLElement) => within(form).getByLabelText(/^Comment/) as HTMLTextAreaElement;
  const fill = async (form: HTMLElement, email: string, content: string) => {
    await user.type(within(form).getByLabelText('Name', { exact: false }), 'Ravi Patel');
    await user.type(within(form).getByLabelText('Email', { exact: false }), email);
    await user.type(comment(form), content);
  };
  return { user, open, comment, fill };
}

describe('comment forms', () => {
  it('keep what is typed when another form opens, and give focus back to their button when closed', async () => {
    const { user, open, comment, fill } = renderWithComment(() => ({ status: 201, json: { id: 9 } }));
    const top = await open('Leave a Comment');
    await fill(top, 'ravi.drafts@example.com', 'Half a thought about sales.');
    const reply = await open('Reply to Priya Desai');
    await user.type(comment(reply), 'A reply in progress.');
    expect(top.isConnected).toBe(false);

    const topAgain = await open('Leave a Comment');
    expect(comment(topAgain).value).toBe('Half a thought about sales.');
    expect((within(topAgain).getByLabelText('Email', { exact: false }) as HTMLInputElement).value).toBe('ravi.drafts@example.com');
    await user.click(within(topAgain).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave a Comment' })));

    const replyAgain = await open('Reply to Priya Desai');
    expect(comment(replyAgain).value).toBe('A reply in progress.');
    await user.click(within(replyAgain).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reply to Priya Desai' })));
    // Cancelled, the text is gone: the form opens empty next time.
    expect(comment(await open('Reply to Priya Desai')).value).toBe('');
  });

  it('a reply sent slowly leaves open the form opened meanwhile, and keeps no draft of what was sent', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { user, open, comment, fill } = renderWithComment(async () => {
      await slow;
      return { status: 201, json: { id: 9 } };
    });
    const reply = await open('Reply to Priya Desai');
    await fill(reply, 'ravi.slow@example.com', 'Sent on a slow connection.');
    await user.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    await within(reply).findByRole('button', { name: 'Submitting...' });

    const top = await open('Leave a Comment');
    await user.type(comment(top), 'Typed while the reply was on its way.');
    release();
    expect(await toastText()).toContain('Comment submitted!');
    expect(comment(top).value).toBe('Typed while the reply was on its way.');
    await user.click(within(top).getByRole('button', { name: 'Cancel' }));
    expect(comment(await open('Reply to Priya Desai')).value).toBe('');
  });

  it('a reply to a comment withdrawn meanwhile says why beside the form and keeps the text', async () => {
    // As the API answers it (tests/api/comments.test.ts, 'refuses a reply to a comment still pending review').
    const message = 'The comment you are replying to is not on this post';
    const { user, open, comment, fill } = renderWithComment(() => ({
      status: 400,
      json: { message, errors: { parentId: ['Invalid reply'] } },
    }));
    const reply = await open('Reply to Priya Desai');
    await fill(reply, 'ravi.withdrawn@example.com', 'A reply that has nothing to hang on.');
    await user.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    expect((await within(reply).findByRole('alert')).textContent).toBe(message);
    expect(comment(reply).value).toBe('A reply that has nothing to hang on.');
  });
});
