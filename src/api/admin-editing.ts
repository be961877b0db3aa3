import type * as z from 'zod/mini';
import type { Kysely } from 'kysely';
import { getDb } from '../db/client';
import { EditConflictError } from '../db/edit-version';
import { dateProblem, parseIsoDate } from '../schemas/date-range';
import type { Database } from '../db/schema';
import { adminOnly } from './admin-guard';
import { HttpError, json, parseId, readJson, type Handler } from './http';
import { rebuildAfterContentChange } from './after-answer';

interface EditingOptions<S extends z.core.$ZodType, T> {
  /** What is edited, as messages name it: "Job" → "Job not found", "Job deleted". */
  noun: string;
  /** The path parameter holding the id. */
  param: string;
  schema: S;
  maxBytes?: number;
  update: (db: Kysely<Database>, id: number, input: z.output<S>, version?: Date) => Promise<T | undefined>;
  remove: (db: Kysely<Database>, id: number) => Promise<boolean>;
}

/**
 * The version an edit was made from: `If-Match: "<updatedAt>"`, as the dashboard sends it (RFC 9110
 * conditional request); none, or `*`, edits whatever is there.
 */
function editedVersion(req: Request): Date | undefined {
  const header = req.headers.get('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const version = parseIsoDate(/^"([^"]*)"$/.exec(header)?.[1] ?? '');
  // Within the years a timestamp is stored in: PostgreSQL cannot compare with some dates JavaScript makes.
  if (dateProblem(version, 'invalid')) throw new HttpError(400, 'If-Match must be the quoted updatedAt of the version being edited');
  return version;
}

/**
 * Admin PUT and DELETE of published content by id: both rebuild the site, since its pages show it. A PUT
 * made from a version that has changed since (another tab saved first) is refused with 412, not applied
 * over the newer one.
 */
export function adminEditing<S extends z.core.$ZodType, T>(options: EditingOptions<S, T>): { PUT: Handler; DELETE: Handler } {
  const { noun, param, schema, maxBytes, update, remove } = options;
  const notFound = () => new HttpError(404, `${noun} not found`);
  return {
    PUT: adminOnly(async (req, { params }) => {
      const id = parseId(params[param], noun);
      const version = editedVersion(req);
      const input = await readJson(req, schema, { maxBytes });
      let saved: T | undefined;
      try {
        saved = await update(getDb(), id, input, version);
      } catch (error) {
        if (!(error instanceof EditConflictError)) throw error;
        throw new HttpError(
          412,
          `This ${noun.toLowerCase()} was changed in another tab or window after you opened it, so your change was not saved over it. The list now shows the latest version: open it again and make your change there.`,
        );
      }
      if (!saved) throw notFound();
      await rebuildAfterContentChange();
      return json(saved);
    }),
    DELETE: adminOnly(async (_req, { params }) => {
      if (!(await remove(getDb(), parseId(params[param], noun)))) throw notFound();
      await rebuildAfterContentChange();
      return json({ message: `${noun} deleted` });
    }),
  };
}
