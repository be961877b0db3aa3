"""Reads an iCalendar file on stdin with Python's icalendar (a library nobody here wrote) and prints, as
JSON, what a calendar would see: the method, and for each event its UID, SEQUENCE, status, and start and
end both as the local wall-clock time and in UTC. The start is also worked out from the file's own
VTIMEZONE (not the zone database), so the file's zone rules are checked too."""
import json
import sys
from datetime import timezone

from icalendar import Calendar

cal = Calendar.from_ical(sys.stdin.read())
zones = {str(tz['TZID']): tz.to_tz() for tz in cal.walk('VTIMEZONE')}
events = []
for event in cal.walk('VEVENT'):
    start = event.decoded('dtstart')
    end = event.decoded('dtend')
    tzid = str(event['dtstart'].params['TZID'])
    own = zones[tzid].localize(start.replace(tzinfo=None))
    events.append({
        'uid': str(event['uid']),
        'sequence': int(event['sequence']),
        'status': str(event.get('status', '')),
        'summary': str(event['summary']),
        'description': str(event['description']),
        'location': str(event['location']),
        'organizer': str(event['organizer']),
        'attendees': [str(a) for a in (event.get('attendee') if isinstance(event.get('attendee'), list) else [event.get('attendee')])],
        'tzid': tzid,
        'localStart': start.strftime('%Y-%m-%dT%H:%M'),
        'localEnd': end.strftime('%Y-%m-%dT%H:%M'),
        'utcStart': start.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%MZ'),
        'utcStartByFileZone': own.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%MZ'),
    })
print(json.dumps({'method': str(cal['method']), 'events': events}))
