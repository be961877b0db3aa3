import { site } from './site';
import { readEnv, type EnvSource } from './env';

/**
 * The site's public origin, without a trailing slash: SITE_URL where it is set (a preview or staging
 * deploy), else the business's website. Links in pages, mails and shares start with it.
 */
export const siteOrigin = (env: EnvSource = process.env) => (readEnv(['SITE_URL'], env).SITE_URL || site.website).replace(/\/+$/, '');
