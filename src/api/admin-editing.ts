import type * as z from 'zod/mini';
import type { Kysely } from 'kysely';
import { getDb } from '../db/client';
import type { Database } from '../db/schema';
import { adminOnly } from './admin-guard';
import { HttpError, json, parseId, readJson, type Handler } from './http';
import { rebuildAfterContentChange } from './site-rebuild';

interface EditingOptions<S extends z.core.$ZodType, T> {
  /** What is edited, as messages name it: "Job" → "Job not found", "Job deleted". */
  noun: string;
  /** The path parameter holding the id. */
  param: string;
  schema: S;
  maxBytes?: number;
  update: (db: Kysely<Database>, id: number, input: z.output<S>) => Promise<T | undefined>;
  remove: (db: Kysely<Database>, id: number) => Promise<boolean>;
}

/** Admin PUT and DELETE of published content by id: both rebuild the site, since its pages show it. */
export function adminEditing<S extends z.core.$ZodType, T>(options: EditingOptions<S, T>): { PUT: Handler; DELETE: Handler } {
  const { noun, param, schema, maxBytes, update, remove } = options;
  const notFound = () => new HttpError(404, `${noun} not found`);
  return {
    PUT: adminOnly(async (req, { params }) => {
      const id = parseId(params[param], noun);
      const saved = await update(getDb(), id, await readJson(req, schema, { maxBytes }));
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
