/**
 * Load on the built site as Netlify would serve it: `preview` on a scratch PostgreSQL database (seeded
 * demo data). GET /api/jobs, /api/blog and /api/comments/{id}: warm single requests, then 100 connections
 * for 10 s each, twice: as visitors get them (through the CDN, which keeps these public reads) and with
 * every request reaching the function (a query string of its own, so the CDN never has a copy). POST /api/contacts and POST /api/applications with 1 MB and 5 MB CVs (5 MB travels as a
 * staged upload, as the form sends it), each request from its own loopback address so the per-client rate
 * limits apply as they would to many visitors; the server's memory is sampled throughout.
 * Usage: `npm run build && npm run bench:load`. Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { choiceValues, SUBJECTS } from '../../src/config/choices';
import { CV_UPLOAD_PURPOSE } from '../../src/schemas/application';
import { connect } from '../../src/db/connect';
import { validApplication } from '../../tests/support/application-request';
import { liftSiteCeilings } from '../../tests/support/site-ceilings';
import { rssMb, startPreview } from './preview-process';
import { quantile, recordResults, round } from './results';
import { seededScratchDatabase } from './scratch-database';

const scratch = await seededScratchDatabase('bench_load');
const preview = await startPreview({ DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' });
const { base, pid } = preview;

try {
  const firstPost = (await (await fetch(`${base}/api/blog`)).json()) as Array<{ id: number }>;
  const reads = ['/api/jobs', '/api/blog', `/api/comments/${firstPost[0].id}`];
  const readResults = [];
  for (const path of reads) {
    for (const via of ['cdn', 'function'] as const) readResults.push(await readLoad(path, via));
  }
  console.table(readResults);

  // The bursts send more than the site-wide hourly ceilings allow, and would then measure 503s.
  const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
  await liftSiteCeilings(db).finally(() => db.destroy());
  const writeResults = [
    await writes('POST /api/contacts', 200, 20, (from) => postContact(from)),
    await writes('POST /api/applications, 1 MB CV', 60, 10, (from) => postApplication(from, 1024 * 1024)),
    await writes('POST /api/applications, 5 MB CV (staged)', 30, 5, (from) => postApplication(from, 5 * 1024 * 1024)),
  ];
  console.table(writeResults);
  recordResults('load', { readConnections: 100, readSeconds: 10, reads: readResults, writes: writeResults });
} finally {
  await preview.stop();
  await scratch.drop();
}

/**
 * Warm single requests, then 100 connections for 10 s, on one public read: through the CDN, or with a
 * query string of its own per request so that each reaches the function.
 */
async function readLoad(path: string, via: 'cdn' | 'function') {
  let n = 0;
  const url = () => (via === 'cdn' ? path : `${path}?bench=${n++}`);
  for (let i = 0; i < 20; i++) await (await fetch(base + url())).arrayBuffer();
  const times: number[] = [];
  const cacheStatuses = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    const res = await fetch(base + url());
    await res.arrayBuffer();
    times.push(performance.now() - start);
    cacheStatuses.add(res.headers.get('cache-status') ?? 'none');
  }
  times.sort((a, b) => a - b);
  const load = await autocannon({
    url: base + path,
    connections: 100,
    duration: 10,
    requests: [{ setupRequest: (req) => ({ ...req, path: url() }) }],
  });
  return {
    path,
    via,
    cacheStatus: [...cacheStatuses].join(' | '),
    warmMedianMs: round(quantile(times, 0.5)),
    warmP95Ms: round(quantile(times, 0.95)),
    requests: load.requests.total,
    errors: load.errors + load.timeouts + load.non2xx,
    p50Ms: load.latency.p50,
    // autocannon reports p97.5, not p95: the stricter figure stands in for it.
    p95Ms: (load.latency as unknown as Record<string, number>).p97_5 ?? load.latency.p99,
    p99Ms: load.latency.p99,
  };
}

/**
 * Runs `total` requests with `concurrency` in flight, each from its own loopback address, sampling the
 * server's memory every 100 ms: the peak over the first half and the second half of the requests shows
 * whether memory grows with uploads completed or only with the bytes in flight.
 */
async function writes(name: string, total: number, concurrency: number, send: (from: string) => Promise<number>) {
  let next = 0;
  let done = 0;
  const statuses: Record<number, number> = {};
  const peaks = [0, 0];
  const rssBefore = rssMb(pid);
  const sampler = setInterval(() => {
    const half = done < total / 2 ? 0 : 1;
    peaks[half] = Math.max(peaks[half], rssMb(pid));
  }, 100);
  const times: number[] = [];
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const start = performance.now();
      const status = await send(`127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`).catch(() => 0);
      times.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return {
    name,
    requests: total,
    concurrency,
    statuses: JSON.stringify(statuses),
    p50Ms: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    rssBeforeMb: rssBefore,
    peakFirstHalfMb: peaks[0],
    peakSecondHalfMb: peaks[1],
  };
}

function postContact(from: string): Promise<number> {
  const body = JSON.stringify({
    name: 'Load Test',
    email: 'load@example.com',
    subject: choiceValues(SUBJECTS)[0],
    message: 'Measuring the contact form under load.',
  });
  return send(from, 'POST', '/api/contacts', Buffer.from(body), 'application/json').then((r) => r.status);
}

/** A PDF-signed file of `bytes`, sent in the form's own way: in the request, or staged when too large. */
async function postApplication(from: string, bytes: number): Promise<number> {
  const cv = Buffer.alloc(bytes, 0x20);
  cv.write('%PDF-1.7\n');
  const form = new FormData();
  form.set('applicationData', JSON.stringify(validApplication));
  if (bytes > 4 * 1024 * 1024) {
    const start = await send(
      from,
      'POST',
      '/api/uploads',
      Buffer.from(JSON.stringify({ purpose: CV_UPLOAD_PURPOSE, fileName: 'cv.pdf', size: bytes })),
      'application/json',
    );
    if (start.status !== 201 && start.status !== 200) return start.status;
    const upload = JSON.parse(start.body) as { id: string; partBytes: number; partCount: number };
    for (let n = 1; n <= upload.partCount; n++) {
      const part = cv.subarray((n - 1) * upload.partBytes, n * upload.partBytes);
      const put = await send(from, 'PUT', `/api/uploads/${upload.id}/parts/${n}`, part, 'application/octet-stream');
      if (put.status >= 300) return put.status;
    }
    form.set('uploadId', upload.id);
  } else {
    form.set('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  }
  const request = new Request('http://bench/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return (await send(from, 'POST', '/api/applications', body, request.headers.get('content-type') ?? '')).status;
}

/** One request from a chosen local address (fetch cannot choose it), resolving to its status and body. */
function send(from: string, method: string, path: string, body: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method, localAddress: from, headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
