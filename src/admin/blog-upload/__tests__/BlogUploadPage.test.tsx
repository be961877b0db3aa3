import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlogUploadPage } from '../BlogUploadPage';
import type { BlogPreview } from '../../../schemas/word-upload';
import { NO_PAGE_BREAKS_CODE } from '../../../schemas/word-upload';
import { fakeApi, type FakeAnswer } from '../../../../tests/support/fake-api';
import { renderWithToaster, toastText } from '../../../../tests/support/components';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const word = (name: string) => new File(['a Word document'], name, { type: name.endsWith('.doc') ? 'application/msword' : DOCX });

/** A preview of posts with these titles, as the API answers it. */
const preview = (...titles: string[]): BlogPreview => ({
  blogs: titles.map((title, n) => ({
    id: String(n),
    title,
    category: 'Career Guidance',
    estimatedSlug: title.toLowerCase().replaceAll(' ', '-'),
    excerpt: `${title}: the start.`,
    content: `<p>${title}: the start.</p>`,
    status: 'new',
  })),
  notes: [],
});

/** The upload page signed in, the preview endpoint answering each document sent with the next of `answers`. */
function renderUploadPage(...answers: FakeAnswer[]) {
  const api = fakeApi({ 'POST /api/admin/preview-blogs': () => answers.shift()!, 'POST /api/admin/upload-blogs': () => answers.shift()! });
  const onSessionEnded = vi.fn();
  const { user } = renderWithToaster(
    <BlogUploadPage
      user={{ email: 'admin@example.com', firstName: 'Hannah', isAdmin: true }}
      onLogout={async () => {}}
      onSessionEnded={onSessionEnded}
    />,
  );
  const input = () => screen.getByLabelText('Word document (.docx or .doc)') as HTMLInputElement;
  const choose = (file: File) => user.upload(input(), file);
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { api, user, input, choose, click, onSessionEnded };
}

describe('/admin/blog-upload', () => {
  it('a new file clears an earlier preview; Cancel resets everything', async () => {
    const { choose, click, input, api } = renderUploadPage(
      { json: preview('Cold Calling Without the Fear') },
      { json: preview('One', 'Two', 'Three') },
    );
    await choose(word('one.doc'));
    await click('Preview Blogs');
    expect(await toastText()).toBe('[default] Preview readyFound 1 blog post. Review it before publishing.');
    const first = screen.getByRole('region', { name: /Preview: 1 blog post/ });
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Cold Calling Without the Fear');
    await choose(word('three.docx'));
    expect(first.isConnected).toBe(false);
    screen.getByText('three.docx', { exact: false });

    await click('Preview Blogs');
    expect(await toastText()).toMatch(/^\[default\] Preview readyFound 3 blog posts/);
    await waitFor(() => expect(screen.getByRole('region', { name: /Preview: 3 blog posts/ })).toBeTruthy());
    await click('Cancel');
    expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    expect(input().value).toBe('');
    // Nothing was published: only the two previews were asked for.
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/admin/preview-blogs', '/api/admin/preview-blogs']);
  });

  it('refuses a file that is not a Word document, which also clears an earlier choice and preview; the server judges a renamed one', async () => {
    const { choose, click } = renderUploadPage(
      { json: preview('Cold Calling Without the Fear') },
      { status: 400, json: { message: 'Please select a Word document (.docx or .doc)' } },
    );
    await choose(word('one.doc'));
    await click('Preview Blogs');
    expect(await toastText()).toBe('[default] Preview readyFound 1 blog post. Review it before publishing.');
    const shown = screen.getByRole('region', { name: /Preview: 1 blog post/ });
    await choose(new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await toastText()).toBe('[destructive] Invalid file typePlease select a Word document (.docx or .doc)');
    expect(shown.isConnected).toBe(false);
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    await click('Preview Blogs');
    expect(await toastText()).toBe('[destructive] No file selected');
    // Named as Word, the browser takes it; the server reads the bytes.
    await choose(new File(['%PDF-1.4\n% a renamed PDF\n'], 'renamed.docx', { type: DOCX }));
    await click('Preview Blogs');
    expect(await toastText()).toBe('[destructive] Preview failedPlease select a Word document (.docx or .doc)');
  });

  it("says 'Document Format Required' when the server finds several titles without page breaks, and Clear resets the file", async () => {
    const { choose, click, input } = renderUploadPage({ status: 400, json: { message: 'Several titles', code: NO_PAGE_BREAKS_CODE } });
    await choose(word('no breaks.docx'));
    await click('Upload & Publish Directly');
    expect(await toastText()).toMatch(/^\[destructive\] Document Format RequiredPut a page break .* heading style .* bold\.$/);
    screen.getByText('no breaks.docx', { exact: false });
    await click('Clear');
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    expect(input().value).toBe('');
  });

  it('a session that has ended: says so, hands over to the sign-in form, and keeps the chosen file for after it', async () => {
    const { choose, click, onSessionEnded } = renderUploadPage(
      { status: 401, json: { message: 'Please sign in to continue' } },
      { json: preview('One') },
    );
    await choose(word('one.doc'));
    await click('Preview Blogs');
    expect(await toastText()).toBe('[destructive] Preview failedPlease sign in to continue');
    expect(onSessionEnded).toHaveBeenCalledOnce();
    screen.getByText('one.doc', { exact: false });
    await click('Preview Blogs');
    expect(await toastText()).toBe('[default] Preview readyFound 1 blog post. Review it before publishing.');
  });
});
