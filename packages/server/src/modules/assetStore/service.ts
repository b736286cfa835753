import { assetStoreMessages, format, serverMessages } from '@tessera/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, fieldError } from '../../http/errors.js';
import { usableAsset, type Access, type SharedAsset } from './access.js';
import {
  assetNameTaken,
  deleteAsset,
  insertAsset,
  lookupBelongs,
  updateAsset,
  type AssetCreation,
  type AssetTable,
} from './queries.js';

/**
 * The checks every asset's input passes: a name no other asset of the organization (in the same
 * table) has, and a client of the organization where one is given.
 */
async function checkAssetInput(
  db: Kysely<Database>,
  table: AssetTable,
  organizationId: number,
  input: { name: string; clientId: number | null },
  id: number,
): Promise<void> {
  if (await assetNameTaken(db, table, organizationId, input.name, id)) {
    throw conflict('name', serverMessages.nameTaken);
  }
  if (
    input.clientId !== null &&
    !(await lookupBelongs(db, 'clients', organizationId, input.clientId))
  ) {
    throw fieldError('clientId', assetStoreMessages.unknownClient);
  }
}

/** A language that still has content (units, terms) stays: removing it would silently drop it. */
export function keepLangsWithContent<Count extends { count: number | string | bigint }>(
  field: string,
  langs: string[],
  counts: Count[],
  langOf: (count: Count) => string,
): void {
  const removed = counts.find((count) => !langs.includes(langOf(count)));
  if (removed) {
    throw conflict(
      field,
      format(assetStoreMessages.langHasContent, {
        lang: langOf(removed),
        count: Number(removed.count),
      }),
    );
  }
}

type Values<T extends AssetTable> = Omit<
  Insertable<Database[T]>,
  keyof AssetCreation | 'updated_at'
>;

type Check = (trx: Kysely<Database>) => Promise<void>;

/**
 * What translation memories and term bases do alike, for one of them: `table` stores it, `find`
 * reads one row by id and `kind` names it in messages ("translation memory", "term base").
 */
export function assetStoreOf<T extends AssetTable, Row extends SharedAsset>(
  table: T,
  find: (db: Kysely<Database>, id: number) => Promise<Row | undefined>,
  kind: string,
) {
  /** An asset the caller may use (see usableAsset). */
  async function accessible(
    db: Kysely<Database>,
    auth: Pick<AuthContext, 'organizationId'>,
    id: number,
    access: Access,
  ): Promise<Row> {
    return usableAsset(await find(db, id), auth, access, kind);
  }

  return {
    accessible,

    /** Checks the name and the client of the input (`id` 0 for a new asset). */
    checkInput(
      db: Kysely<Database>,
      organizationId: number,
      input: { name: string; clientId: number | null },
      id: number,
    ): Promise<void> {
      return checkAssetInput(db, table, organizationId, input, id);
    },

    /** Checks the input and stores the new asset, owned by the caller's organization. */
    async create(
      ctx: AppContext,
      auth: Pick<AuthContext, 'organizationId' | 'userId'>,
      check: Check,
      values: Values<T>,
    ): Promise<{ id: number }> {
      return ctx.db.kysely.transaction().execute(async (trx) => {
        await check(trx);
        const id = await insertAsset(trx, table, {
          ...values,
          organization_id: auth.organizationId,
          created_by: auth.userId,
          created_at: isoNow(ctx.clock),
        } as Omit<Insertable<Database[T]>, 'updated_at'> & AssetCreation);
        return { id };
      });
    },

    /** Runs the checks of an update (access among them) and stores the new values. */
    async update(
      ctx: AppContext,
      id: number,
      check: Check,
      values: Updateable<Database[T]>,
    ): Promise<void> {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await check(trx);
        await updateAsset(trx, table, id, { ...values, updated_at: isoNow(ctx.clock) });
      });
    },

    /** Deletes an asset the caller may write to. */
    async remove(
      ctx: AppContext,
      auth: Pick<AuthContext, 'organizationId'>,
      id: number,
    ): Promise<void> {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await accessible(trx, auth, id, 'write');
        await deleteAsset(trx, table, id);
      });
    },
  };
}
