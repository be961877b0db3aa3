import { readEnv, type EnvSource } from '../config/env';
import { DomainError } from '../errors/domain-error';

/**
 * A client of LinkedIn's Posts API (https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api):
 * an article share of a page of this site. LinkedIn does not read the page for an API post, so the title
 * and description travel with it.
 */

/** A LinkedIn-Version LinkedIn still serves (versions are retired about a year after release); LINKEDIN_VERSION overrides it. */
export const DEFAULT_LINKEDIN_VERSION = '202609';
export const DEFAULT_LINKEDIN_API_BASE = 'https://api.linkedin.com';
const REQUEST_TIMEOUT_MS = 8_000;

export interface LinkedInConfig {
  baseUrl: string;
  version: string;
  accessToken: string;
  /** urn:li:organization:… (the company page) or urn:li:person:… */
  authorUrn: string;
}

/** The configuration from the environment, or undefined when the token or the author is missing. */
export function linkedinConfigFromEnv(env: EnvSource = process.env): LinkedInConfig | undefined {
  const settings = readEnv(['LINKEDIN_ACCESS_TOKEN', 'LINKEDIN_AUTHOR_URN', 'LINKEDIN_API_BASE', 'LINKEDIN_VERSION'], env);
  const { LINKEDIN_ACCESS_TOKEN: accessToken, LINKEDIN_AUTHOR_URN: authorUrn } = settings;
  if (!accessToken || !authorUrn) return undefined;
  return {
    baseUrl: (settings.LINKEDIN_API_BASE || DEFAULT_LINKEDIN_API_BASE).replace(/\/+$/, ''),
    version: settings.LINKEDIN_VERSION || DEFAULT_LINKEDIN_VERSION,
    accessToken,
    authorUrn,
  };
}

export interface ArticleShare {
  /** The post's text above the link card. */
  commentary: string;
  /** The page shared. */
  url: string;
  title: string;
  description: string;
}

/** LinkedIn said no (or could not be reached): its status (0 when unreachable) and what it said. */
export class LinkedInRefusedError extends DomainError {
  constructor(
    readonly status: number,
    message: string,
    /** The request may have reached LinkedIn and been published (no answer came back), so it must not simply be sent again. */
    readonly mayHavePosted = false,
  ) {
    super('upstream', message);
  }
}

/** Failures of a connection that was open and carrying the request: LinkedIn may have received it. */
const LOST_AFTER_SENDING = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The URL of a post on LinkedIn from its URN (urn:li:share:… or urn:li:ugcPost:…). */
export const linkedinPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/**
 * Post text is in LinkedIn's "little text" format, where these characters are markup: unescaped, LinkedIn
 * cuts the text at them or reads them as mentions and hashtags.
 */
export const escapeLittleText = (text: string) => text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);

/** The request body of an article share, as the Posts API documents it. */
export function articlePostBody(authorUrn: string, share: ArticleShare) {
  return {
    author: authorUrn,
    commentary: escapeLittleText(share.commentary),
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    content: { article: { source: share.url, title: share.title, description: share.description } },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
  };
}

/** Posts an article share; returns the new post's URN (LinkedIn's x-restli-id header), or null when LinkedIn published it without saying. */
export async function createArticlePost(
  config: LinkedInConfig,
  share: ArticleShare,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  let res: Response;
  try {
    res = await fetcher(`${config.baseUrl}/rest/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
        'linkedin-version': config.version,
        'x-restli-protocol-version': '2.0.0',
      },
      body: JSON.stringify(articlePostBody(config.authorUrn, share)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    if (name === 'TimeoutError' || LOST_AFTER_SENDING.has(cause?.code ?? '')) {
      throw new LinkedInRefusedError(0, `LinkedIn did not answer (${message}), ${MAY_HAVE_POSTED}`, true);
    }
    throw new LinkedInRefusedError(0, `LinkedIn could not be reached: ${message}`);
  }
  if (res.ok) {
    // Published: the body says nothing more, and a failure to read it must not undo that.
    await res.body?.cancel().catch(() => {});
    return res.headers.get('x-restli-id');
  }
  const text = await res.text().catch(() => '');
  // A server error can come after the post was made (a gateway on LinkedIn's side giving up waiting).
  if (res.status >= 500) throw new LinkedInRefusedError(res.status, `LinkedIn answered ${res.status}, ${MAY_HAVE_POSTED}`, true);
  throw new LinkedInRefusedError(res.status, refusalMessage(res.status, text));
}

/** What the admin is told when LinkedIn may have published a post without saying so. */
const MAY_HAVE_POSTED = 'so the post may have been shared. Check the company page on LinkedIn before trying again.';

/** What LinkedIn's error body says, in a sentence for the admin (an expired or revoked token said plainly). */
export function refusalMessage(status: number, body: string): string {
  let said = body.trim().slice(0, 300);
  let code = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string') said = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON: keep the text.
  }
  if (status === 401) {
    const why =
      /EXPIRED/i.test(code) || /expired/i.test(said)
        ? 'has expired'
        : /REVOKED/i.test(code) || /revoked/i.test(said)
          ? 'has been revoked'
          : 'was not accepted';
    return `The LinkedIn access token ${why}${said ? ` (${said})` : ''}. Create a new token and set LINKEDIN_ACCESS_TOKEN.`;
  }
  return `LinkedIn refused the post (${status})${said ? `: ${said}` : ''}`;
}
