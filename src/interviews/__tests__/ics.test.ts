import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { escapeText, foldLine, interviewCalendar, type InterviewEvent } from '../ics';

const READER = fileURLToPath(new URL('./read-calendar.py', import.meta.url));

/** A Python with the icalendar package (Debian's python3-icalendar, which .ci/run installs), or why there is none. */
function findPython(): { command: string } | { reason: string } {
  for (const command of ['python3', '/usr/bin/python3']) {
    const probe = spawnSync(command, ['-c', 'import icalendar'], { encoding: 'utf8' });
    if (probe.status === 0) return { command };
  }
  return { reason: 'no python3 with the icalendar package (apt-get install python3-icalendar)' };
}
const python = findPython();

interface ReadBack {
  method: string;
  events: Array<Record<string, string | number | string[]>>;
}
function readWithIcalendar(file: string): ReadBack {
  if (!('command' in python)) throw new Error(python.reason);
  const run = spawnSync(python.command, [READER], { input: file, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as ReadBack;
}

const event = (overrides: Partial<InterviewEvent> = {}): InterviewEvent => ({
  uid: 'interview-7-5d41402abc4b2a76@psychgradsales.co.uk',
  sequence: 0,
  method: 'REQUEST',
  start: '2027-03-26T10:00',
  end: '2027-03-26T11:00',
  summary: 'Interview: Graduate Sales Executive, Acme Analytics Ltd',
  description: 'Video call; the link follows, by email.',
  location: 'Video call',
  attendees: [
    { name: 'Sam Example', email: 'sam@example.com' },
    { name: 'Jane Doe', email: 'jane@acme.example' },
  ],
  stamp: new Date('2026-12-07T12:00:00Z'),
  ...overrides,
});

describe('interviewCalendar', () => {
  it('writes a REQUEST with the zone, the agency as organiser, CRLF line ends and no line over 75 octets', () => {
    const file = interviewCalendar(event());
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('METHOD:REQUEST\r\n');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n');
    expect(unfolded).toContain('DTSTART;TZID=Europe/London:20270326T100000\r\n');
    expect(unfolded).toContain(`ORGANIZER;CN="${site.name}":mailto:${site.email}\r\n`);
    expect(unfolded).toContain('STATUS:CONFIRMED\r\n');
  });

  it('writes a CANCEL as the same event, cancelled', () => {
    const file = interviewCalendar(event({ method: 'CANCEL', sequence: 2 })).replace(/\r\n /g, '');
    expect(file).toContain('METHOD:CANCEL\r\n');
    expect(file).toContain('SEQUENCE:2\r\n');
    expect(file).toContain('STATUS:CANCELLED\r\n');
  });

  it.each([
    ['a comma and a semicolon', 'Room 2, floor 3; reception', 'Room 2\\, floor 3\\; reception'],
    ['a backslash', 'C:\\path', 'C:\\\\path'],
    ['line breaks', 'one\ntwo\r\nthree', 'one\\ntwo\\nthree'],
  ])('escapes %s', (_name, text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => new TextEncoder().encode(p).length <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});

describe.skipIf(!('command' in python))(`read back by Python's icalendar (${'reason' in python ? python.reason : 'found'})`, () => {
  it('reads slots either side of the clock change at 10:00 local on both days', () => {
    for (const [start, end, utc] of [
      ['2027-03-26T10:00', '2027-03-26T11:00', '2027-03-26T10:00Z'],
      ['2027-03-29T10:00', '2027-03-29T11:00', '2027-03-29T09:00Z'],
    ]) {
      const [read] = readWithIcalendar(interviewCalendar(event({ start, end }))).events;
      expect(read).toMatchObject({ tzid: 'Europe/London', localStart: start, localEnd: end, utcStart: utc, utcStartByFileZone: utc });
    }
  });

  it('keeps the UID and raises the SEQUENCE on a reschedule, and reads the cancellation', () => {
    const first = readWithIcalendar(interviewCalendar(event()));
    const moved = readWithIcalendar(interviewCalendar(event({ sequence: 1, start: '2027-03-29T10:00', end: '2027-03-29T11:00' })));
    const cancelled = readWithIcalendar(interviewCalendar(event({ sequence: 2, method: 'CANCEL' })));
    expect(moved.events[0]!.uid).toBe(first.events[0]!.uid);
    expect(moved.events[0]!.sequence).toBeGreaterThan(first.events[0]!.sequence as number);
    expect(cancelled).toMatchObject({ method: 'CANCEL', events: [{ uid: first.events[0]!.uid, sequence: 2, status: 'CANCELLED' }] });
  });

  it('reads escaped text, the organiser and the attendees as written', () => {
    const [read] = readWithIcalendar(
      interviewCalendar(event({ location: 'Room 2, floor 3; "the big one"', description: `Line one\nLine two ${'long '.repeat(30)}` })),
    ).events;
    expect(read).toMatchObject({
      location: 'Room 2, floor 3; "the big one"',
      description: `Line one\nLine two ${'long '.repeat(30)}`,
      organizer: `mailto:${site.email}`,
      attendees: ['mailto:sam@example.com', 'mailto:jane@acme.example'],
    });
  });
});
