import { CV_TYPES, type CvMimeType } from '../schemas/application';

/**
 * The name a stored CV downloads under: the candidate's own, ending in the extension of the type its bytes
 * showed, so a PDF sent as `cv.html` or `cv.pdf.exe` cannot reach the admin's disk as a page or a program.
 */
export function cvDownloadName(fileName: string, contentType: string): string {
  if (!(contentType in CV_TYPES)) return fileName;
  const extension = `.${CV_TYPES[contentType as CvMimeType].toLowerCase()}`;
  if (fileName.toLowerCase().endsWith(extension)) return fileName;
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[.\s]+$/, '');
  return `${base || 'cv'}${extension}`;
}
