/**
 * The signed-in hint: a cookie scripts can read, set beside the (HttpOnly) session cookie and cleared with
 * it. It holds no secret, only '1': /admin reads it before the first paint to choose between the sign-in
 * form and the dashboard's loading state, so a visitor who is not signed in never loads the dashboard's
 * JavaScript. A stale hint only costs a check that ends on the sign-in form.
 */
export const SIGNED_IN_COOKIE = 'admin_signed_in';
