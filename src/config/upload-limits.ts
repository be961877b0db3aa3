/**
 * Sizes that decide how a file travels (no imports: the browser's form uses them too).
 *
 * Netlify buffers a function request up to 6 MB and base64-encodes a binary body (4/3 larger), so about
 * 4.5 MB of file fits in one request. A file up to SINGLE_REQUEST_MAX_BYTES goes in one request, with
 * margin; a larger one is staged in parts of STAGED_PART_BYTES (2.7 MB once encoded).
 */
export const SINGLE_REQUEST_MAX_BYTES = 4 * 1024 * 1024;
export const STAGED_PART_BYTES = 2 * 1024 * 1024;
/** How long a staged upload waits for its parts and its use before it is deleted. */
export const STAGED_UPLOAD_TTL_SECONDS = 3600;
