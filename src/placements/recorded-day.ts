import { DomainError } from '../errors/domain-error';
import { ukDay } from '../utils/uk-time';

/**
 * Refuses the day of something recorded as done (a payment, a departure) when it is after today in the UK:
 * the date input's own limit is the browser's, and a future day would stop a fee being chased, or refund
 * one, before it happened.
 */
export function refuseFutureDay(day: string, now: Date, field: string, message: string): void {
  if (day > ukDay(now)) throw new DomainError('invalid', message, { errors: { [field]: [message] } });
}
