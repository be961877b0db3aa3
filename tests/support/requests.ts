/** Builds a Request to the API as a browser would send it. */
export function apiRequest(path: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, headers, ...rest } = init;
  return new Request(`http://localhost${path}`, {
    ...rest,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}
