import { describe, expect, it } from 'vitest';
import { oldestCountedSlot, recentHits, secondsUntilRoom, slotStart, type SlotHits } from '../sliding-window';

const HOUR = 3600 * 1000;
const at = (time: string) => new Date(`2026-11-23T${time}Z`).getTime();

/**
 * A limit as enforceRateLimit keeps it, in memory and on an injected clock: the request is counted in its
 * slot; over the limit, it is given back and refused with Retry-After.
 */
function limiter(limit: number, windowMs = HOUR) {
  const slots = new Map<number, number>();
  const list = (): SlotHits[] => [...slots].map(([start, hits]) => ({ start, hits }));
  return (now: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } => {
    const slot = slotStart(now, windowMs);
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
    if (recentHits(list(), now, windowMs) <= limit) return { allowed: true };
    slots.set(slot, slots.get(slot)! - 1);
    return { allowed: false, retryAfterSeconds: secondsUntilRoom(list(), limit, now, windowMs) };
  };
}

describe('the sliding window of a rate limit', () => {
  it('counts in one-minute slots of an hour, from the slot an hour before the current one', () => {
    expect(new Date(slotStart(at('10:59:59.999'), HOUR)).toISOString()).toBe('2026-11-23T10:59:00.000Z');
    expect(new Date(oldestCountedSlot(at('11:00:01'), HOUR)).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it.each([
    // [what, limit, batches of requests: [time, how many], how many of each batch are taken]
    [
      'the limit at 10:59:59 and again at 11:00:01 (a fixed window took both)',
      3,
      [
        ['10:59:59', 3],
        ['11:00:01', 3],
      ],
      [3, 0],
    ],
    [
      'the beacon’s 600 either side of the hour',
      600,
      [
        ['10:59:50', 600],
        ['11:00:10', 600],
      ],
      [600, 0],
    ],
    [
      'still refused a second before the hour since the first batch is up',
      3,
      [
        ['10:59:59', 3],
        ['11:59:59', 1],
      ],
      [3, 0],
    ],
    [
      'taken again once the first batch’s minute has left the window',
      3,
      [
        ['10:59:59', 3],
        ['12:00:00', 3],
      ],
      [3, 3],
    ],
    [
      'hits spread over the hour leave one by one',
      3,
      [
        ['10:00:10', 1],
        ['10:20:00', 1],
        ['10:40:00', 1],
        ['11:00:30', 1],
        ['11:01:00', 2],
      ],
      [1, 1, 1, 0, 1],
    ],
    [
      'fewer than the limit is never refused',
      5,
      [
        ['10:59:59', 4],
        ['11:00:01', 1],
      ],
      [4, 1],
    ],
  ] as const)('%s', (_what, limit, batches, taken) => {
    const request = limiter(limit);
    expect(batches.map(([time, n]) => Array.from({ length: n }, () => request(at(time))).filter((r) => r.allowed).length)).toEqual(taken);
  });

  it.each([
    // [what, counted slots (time, hits), limit, now, Retry-After in seconds]
    ['one full minute: until an hour and a minute after its start', [['10:59:00', 3]], 3, '11:00:01', 3599],
    ['at the last moment it counts: one second', [['10:59:00', 3]], 3, '11:59:59.999', 1],
    [
      'spread hits: only the oldest need leave',
      [
        ['10:00:00', 1],
        ['10:20:00', 1],
        ['10:40:00', 1],
      ],
      3,
      '11:00:30',
      30,
    ],
    [
      'over the limit by three: the three oldest must leave',
      [
        ['10:00:00', 2],
        ['10:30:00', 2],
        ['10:45:00', 2],
      ],
      4,
      '10:50:00',
      2460,
    ],
  ] as const)('Retry-After, %s', (_what, counted, limit, now, seconds) => {
    const slots = counted.map(([time, hits]) => ({ start: at(time), hits }));
    expect(secondsUntilRoom(slots, limit, at(now), HOUR)).toBe(seconds);
  });

  it('never takes more than the limit in any span of one window, however the requests fall', () => {
    const limit = 10;
    const request = limiter(limit);
    // A fixed, irregular stream over three hours: bursts around each hour's boundary and a trickle between.
    let seed = 43;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const times = Array.from({ length: 2000 }, () => at('10:00:00') + Math.floor(random() * 3 * HOUR))
      .concat(Array.from({ length: 200 }, (_, i) => at('10:59:58') + i * 10 + Math.floor(i / 100) * HOUR))
      .sort((a, b) => a - b);
    const taken = times.filter((t) => request(t).allowed);
    const busiest = Math.max(...taken.map((t) => taken.filter((u) => u >= t && u < t + HOUR).length));
    expect(busiest).toBe(limit);
    // And it is a limit, not a lock: about the limit an hour is taken over the three hours.
    expect(taken.length).toBeGreaterThanOrEqual(3 * limit - limit);
  });
});
