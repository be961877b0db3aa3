/** Text as a regular expression that matches it literally: each character with a meaning there escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
