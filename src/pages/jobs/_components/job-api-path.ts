/** GET /api/jobs/{id} for an address /jobs/{id}; nothing for anything else. */
export function jobApiPath(pathname: string): string | undefined {
  const id = /^\/jobs\/([1-9]\d{0,9})\/?$/.exec(pathname)?.[1];
  return id ? `/api/jobs/${id}` : undefined;
}
