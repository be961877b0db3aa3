/**
 * The arithmetic of the per-client rate limits (rate-limit.ts), pure so that it can be tested with any
 * clock. A limit's window is cut into SLOTS_PER_WINDOW slots on the clock (a minute of an hour), each
 * counted in one row. A request counts while any part of its slot is inside the last window: from the
 * slot before the window's start (`oldestCountedSlot`) to the current one. That errs towards refusing:
 * a hit counts for between one window and one window and a slot, so no span of one window ever holds more
 * than the limit, as a fixed window on the clock allowed twice over (the limit at 10:59, again at 11:00).
 */

/** Slots per window: a minute of an hourly limit. */
export const SLOTS_PER_WINDOW = 60;

/** One slot's count: its start (ms since the epoch) and the hits in it. */
export interface SlotHits {
  start: number;
  hits: number;
}

const slotMs = (windowMs: number) => Math.max(1000, Math.floor(windowMs / SLOTS_PER_WINDOW));

/** The start of the slot `now` is in (ms): where a request at `now` is counted. */
export function slotStart(now: number, windowMs: number): number {
  const slot = slotMs(windowMs);
  return Math.floor(now / slot) * slot;
}

/** The start of the oldest slot that still counts at `now` (ms): one window before the current slot. */
export function oldestCountedSlot(now: number, windowMs: number): number {
  return slotStart(now, windowMs) - Math.ceil(windowMs / slotMs(windowMs)) * slotMs(windowMs);
}

/** The hits that count at `now`: the slots from oldestCountedSlot to the current one. */
export function recentHits(slots: readonly SlotHits[], now: number, windowMs: number): number {
  const from = oldestCountedSlot(now, windowMs);
  const to = slotStart(now, windowMs);
  return slots.reduce((sum, s) => (s.start >= from && s.start <= to ? sum + s.hits : sum), 0);
}

/**
 * Whole seconds from `now` until one more request would be taken (at least 1): when enough of the oldest
 * counted hits have left the window for the count to be under `limit`. `slots` are what counts, without
 * the refused request.
 */
export function secondsUntilRoom(slots: readonly SlotHits[], limit: number, now: number, windowMs: number): number {
  const from = oldestCountedSlot(now, windowMs);
  const counted = slots
    .filter((s) => s.start >= from && s.start <= slotStart(now, windowMs) && s.hits > 0)
    .sort((a, b) => a.start - b.start);
  let excess = counted.reduce((sum, s) => sum + s.hits, 0) - (limit - 1);
  // A slot's hits leave together, when the window no longer reaches the slot: its start plus the span that counts.
  const span = slotStart(now, windowMs) - from + slotMs(windowMs);
  let freeAt = now;
  for (const s of counted) {
    if (excess <= 0) break;
    excess -= s.hits;
    freeAt = s.start + span;
  }
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}
