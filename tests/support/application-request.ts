import type { ApplicationInput } from '../../src/schemas/application';
import { apiRequest } from './call-api';

export const validApplication: ApplicationInput = {
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia.hughes@example.com',
  phone: '07700 900123',
  degree: 'bachelor',
  interest: 'b2b',
  bio: 'BSc Psychology, Exeter. Two summers in telesales.',
  consent: true,
};

/** A multipart POST /api/applications as the form sends it (`extra` adds fields, e.g. a staged `uploadId`). */
export function applicationRequest(
  fields: Record<string, unknown> | string = validApplication,
  file?: { data: Buffer; name?: string; type?: string } | null,
  extra: Record<string, string> = {},
): Request {
  const form = new FormData();
  form.set('applicationData', typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (file) form.set('cv', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name ?? 'cv.pdf');
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return apiRequest('/api/applications', { method: 'POST', body: form });
}
