import { enforceRateLimit, RateLimitExceededError, type RateLimitRule } from '../abuse/rate-limit';
import { getDb } from '../db/client';
import { htmlAnswer } from './html-page';
import type { Handler } from './http';

/**
 * `handler` behind one limit per client network: every request counts, found or not, so nobody tries a
 * link's tokens or acts in bulk. Over it, the page `tooManyPage` writes from the limit's message, 429 with
 * Retry-After, answered by `answer` (a private link's answer keeps its headers).
 */
export function rateLimited(
  rule: RateLimitRule,
  tooManyPage: (message: string) => string,
  handler: Handler,
  answer: (html: string, status: number, headers: Record<string, string>) => Response = htmlAnswer,
): Handler {
  return async (req, ctx) => {
    try {
      await enforceRateLimit(getDb(), rule, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return answer(tooManyPage(error.message), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    return handler(req, ctx);
  };
}
