import { readEnv, type EnvSource } from '../config/env';
import { DomainError } from '../errors/domain-error';

/**
 * A client of LinkedIn's Posts API (https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api):
 * an article share of a page of this site. LinkedIn does not read the page for an API post, so the title,
 * the description and the thumbnail (the page's share card, uploaded first) travel with it.
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
  /** The card shown with the link: an image uploaded to LinkedIn (uploadImage) and its alternative text. */
  thumbnail?: { image: string; altText: string };
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
    content: {
      article: {
        source: share.url,
        title: share.title,
        description: share.description,
        ...(share.thumbnail ? { thumbnail: share.thumbnail.image, thumbnailAltText: share.thumbnail.altText } : {}),
      },
    },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
  };
}

/**
 * Sends one request to LinkedIn and returns its answer, whatever its status. Unanswered, it throws; when the
 * request could make a post (`publishes`), a lost answer means the post may exist.
 */
async function send(url: string, init: RequestInit, publishes: boolean, fetcher: typeof fetch): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    if (publishes && (name === 'TimeoutError' || LOST_AFTER_SENDING.has(cause?.code ?? ''))) {
      throw new LinkedInRefusedError(0, `LinkedIn did not answer (${message}), ${MAY_HAVE_POSTED}`, true);
    }
    throw new LinkedInRefusedError(0, `LinkedIn could not be reached: ${message}`);
  }
}

/** The headers of every call to LinkedIn's versioned API (/rest/...). */
const restHeaders = (config: LinkedInConfig) => ({
  authorization: `Bearer ${config.accessToken}`,
  'content-type': 'application/json',
  'linkedin-version': config.version,
  'x-restli-protocol-version': '2.0.0',
});

/** LinkedIn's refusal of a request, with what it said. */
const refusal = async (res: Response, what: string) =>
  new LinkedInRefusedError(res.status, refusalMessage(res.status, await res.text().catch(() => ''), what));

/**
 * Uploads a PNG through LinkedIn's Images API (https://learn.microsoft.com/linkedin/marketing/community-management/shares/images-api):
 * initializeUpload for the author, then the bytes PUT to the address LinkedIn gave. Returns the image's URN
 * (urn:li:image:…), which a post names as its thumbnail. Nothing is published, so a failure is only a refusal.
 */
export async function uploadImage(config: LinkedInConfig, png: Uint8Array<ArrayBuffer>, fetcher: typeof fetch = fetch): Promise<string> {
  const init = await send(
    `${config.baseUrl}/rest/images?action=initializeUpload`,
    { method: 'POST', headers: restHeaders(config), body: JSON.stringify({ initializeUploadRequest: { owner: config.authorUrn } }) },
    false,
    fetcher,
  );
  if (!init.ok) throw await refusal(init, 'the share image');
  const { value } = (await init.json().catch(() => ({}))) as { value?: { uploadUrl?: unknown; image?: unknown } };
  if (typeof value?.uploadUrl !== 'string' || typeof value.image !== 'string') {
    throw new LinkedInRefusedError(init.status, 'LinkedIn did not say where to upload the share image');
  }
  const upload = await send(
    value.uploadUrl,
    { method: 'PUT', headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'image/png' }, body: png },
    false,
    fetcher,
  );
  if (!upload.ok) throw await refusal(upload, 'the share image');
  await upload.body?.cancel().catch(() => {});
  return value.image;
}

/** Posts an article share; returns the new post's URN (LinkedIn's x-restli-id header), or null when LinkedIn published it without saying. */
export async function createArticlePost(
  config: LinkedInConfig,
  share: ArticleShare,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const res = await send(
    `${config.baseUrl}/rest/posts`,
    { method: 'POST', headers: restHeaders(config), body: JSON.stringify(articlePostBody(config.authorUrn, share)) },
    true,
    fetcher,
  );
  if (res.ok) {
    // Published: the body says nothing more, and a failure to read it must not undo that.
    await res.body?.cancel().catch(() => {});
    return res.headers.get('x-restli-id');
  }
  // A server error can come after the post was made (a gateway on LinkedIn's side giving up waiting).
  if (res.status >= 500) {
    await res.body?.cancel().catch(() => {});
    throw new LinkedInRefusedError(res.status, `LinkedIn answered ${res.status}, ${MAY_HAVE_POSTED}`, true);
  }
  throw await refusal(res, 'the post');
}

/** What the admin is told when LinkedIn may have published a post without saying so. */
const MAY_HAVE_POSTED = 'so the post may have been shared. Check the company page on LinkedIn before trying again.';

/** What LinkedIn's error body says, in a sentence for the admin (an expired or revoked token said plainly). */
export function refusalMessage(status: number, body: string, what = 'the post'): string {
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
  return `LinkedIn refused ${what} (${status})${said ? `: ${said}` : ''}`;
}
