/**
 * The interview's calendar invitation (RFC 5545, iTIP's REQUEST and CANCEL), written here: no iCalendar
 * library is among the project's packages (docs/decisions/placements.md). Times are UK wall-clock times
 * with TZID=Europe/London and the zone's rules in a VTIMEZONE, so a slot at 10:00 stays at 10:00 local
 * either side of a clock change in every calendar; one UID per interview, SEQUENCE raised on each change.
 */
import { site } from '../config/site';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface InterviewEvent {
  /** One per interview, kept across reschedules and the cancellation. */
  uid: string;
  /** 0 for the first invitation, raised on each change. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** UK wall-clock times, 'YYYY-MM-DDTHH:mm'. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  attendees: readonly CalendarPerson[];
  /** When this copy was written (DTSTAMP). */
  stamp: Date;
}

const ZONE = site.timeZone;

/**
 * Europe/London's rules since 1996 (the EU's): BST from 01:00 GMT on the last Sunday of March, GMT from
 * 02:00 BST on the last Sunday of October. Each DTSTART is in the offset before the change.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): always quoted; a double quote cannot appear in one, so it becomes a single quote. */
const paramValue = (value: string) => `"${value.replace(/"/g, "'").replace(/[\r\n]+/g, ' ')}"`;

/** '2027-03-26T10:00' as a local DATE-TIME: '20270326T100000'. */
const localDateTime = (wallClock: string) => `${wallClock.replace(/[-:]/g, '')}00`;

/** An instant in UTC: '20261207T125400Z'. */
const utcDateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with a space, and a UTF-8
 * character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const person = (property: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson, extra = '') =>
  `${property};CN=${paramValue(p.name)}${extra}:mailto:${p.email}`;

/** The invitation's file: CRLF line ends, lines folded, the agency as organiser. */
export function interviewCalendar(event: InterviewEvent): string {
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.legalName}//Interviews//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${ZONE}:${localDateTime(event.start)}`,
    `DTEND;TZID=${ZONE}:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    person('ORGANIZER', { name: site.name, email: site.email }),
    ...event.attendees.map((a) => person('ATTENDEE', a, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE')),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The attachment's content type: calendars read the method from it as well as from the file. */
export const calendarContentType = (method: InterviewEvent['method']) => `text/calendar; charset=UTF-8; method=${method}`;
