import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';
import { personalDataArchive } from '../archive';
import type { PersonalData } from '../personal-data';

const data: PersonalData = {
  email: 'priya@example.com',
  addresses: ['priya@example.com'],
  applications: [],
  cvFiles: [{ applicationId: 7, fileName: 'cv.pdf', contentType: 'application/pdf', sizeBytes: 4 }],
  contacts: [],
  comments: [],
  jobAlerts: [],
  clientContacts: [],
  pendingBriefs: [],
  emails: [],
  registrations: [],
  registrationCvFiles: [{ registrationId: 3, fileName: 'my/cv.docx', contentType: 'application/pdf', sizeBytes: 4 }],
  consents: [],
  hiddenEmployers: [],
  introductions: [],
  interviews: [],
  offers: [],
  placements: [],
};
const cvs = {
  applications: [{ applicationId: 7, fileName: 'cv.pdf', data: new TextEncoder().encode('%PDF') }],
  registrations: [{ registrationId: 3, fileName: 'my/cv.docx', data: new TextEncoder().encode('PK') }],
};

/** Every entry's time as written in the zip's central directory (MS-DOS date and time: no zone), 'yyyy-MM-dd HH:mm:ss'. */
function entryTimes(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const times: string[] = [];
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const pad = (n: number) => String(n).padStart(2, '0');
    times.push(
      `${(date >> 9) + 1980}-${pad((date >> 5) & 15)}-${pad(date & 31)} ${pad(time >> 11)}:${pad((time >> 5) & 63)}:${pad((time & 31) * 2)}`,
    );
  }
  return times;
}

describe.each(MACHINE_ZONES)('personalDataArchive on a server in %s', (zone) => {
  onMachineIn(zone);

  it.each([
    ['half past midnight BST is the new day in the UK', '2026-06-30T23:30:10Z', '2026-07-01 00:30:10'],
    ['a summer afternoon', '2026-07-15T13:45:20Z', '2026-07-15 14:45:20'],
    ['a winter evening is UTC', '2026-12-31T23:30:00Z', '2026-12-31 23:30:00'],
  ])('dates every entry in UK time: %s', (_name, now, expected) => {
    const zip = personalDataArchive(data, cvs, new Date(now));
    expect(entryTimes(zip)).toEqual([expected, expected, expected]);
    const files = unzipSync(zip);
    expect(JSON.parse(strFromU8(files['personal-data.json'])).exportedAt).toBe(new Date(now).toISOString());
    expect(strFromU8(files['cvs/7-cv.pdf'])).toBe('%PDF');
    // A registration's CV too, its name kept inside cvs/.
    expect(strFromU8(files['cvs/registration-3-my_cv.docx'])).toBe('PK');
    expect(JSON.parse(strFromU8(files['personal-data.json'])).registrationCvFiles[0].archivePath).toBe('cvs/registration-3-my_cv.docx');
  });
});
