import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../content-disposition';

describe('attachmentDisposition', () => {
  it.each([
    ['a plain name', 'Amelia Hughes CV.pdf', `attachment; filename="Amelia Hughes CV.pdf"; filename*=UTF-8''Amelia%20Hughes%20CV.pdf`],
    ['quotes and separators', 'a"b;c%.pdf', `attachment; filename="a_b_c_.pdf"; filename*=UTF-8''a%22b%3Bc%25.pdf`],
    ['a path', '../../etc/passwd', `attachment; filename="....etcpasswd"; filename*=UTF-8''....etcpasswd`],
    [
      'header injection',
      'cv.pdf\r\nSet-Cookie: x=1',
      `attachment; filename="cv.pdfSet-Cookie: x=1"; filename*=UTF-8''cv.pdfSet-Cookie%3A%20x%3D1`,
    ],
    ['accents', 'Zoë Brontë.docx', `attachment; filename="Zoe Bronte.docx"; filename*=UTF-8''Zo%C3%AB%20Bront%C3%AB.docx`],
    ['nothing usable', '///', `attachment; filename="cv"; filename*=UTF-8''cv`],
  ])('handles %s', (_name, input, expected) => {
    expect(attachmentDisposition(input, 'cv')).toBe(expected);
  });
});
