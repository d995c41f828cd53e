import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FileKind, FileStorage } from '../../adapters/storage/storage';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { CSRF_SECRET_COOKIE } from '../../plugins/csrf';

/** Who sent a request: the logged-in user, if any, and the browser (its CSRF secret, hashed). */
export type Uploader = { userId: string | null; browserHash: string | null };

export async function uploaderOf(request: FastifyRequest): Promise<Uploader> {
  const secret = request.cookies[CSRF_SECRET_COOKIE];
  const user = await request.currentUser();
  return { userId: user?.userId ?? null, browserHash: secret ? hashToken(secret) : null };
}

/** Whether `url` names one of our stored files of `kind` (any kind when not given). */
export type OwnsUpload = (url: string, kind?: FileKind) => Promise<boolean>;

export async function recordUpload(db: Db, url: string, uploader: Uploader): Promise<void> {
  if (!uploader.browserHash) throw new Error('an upload passed the CSRF check without a CSRF secret');
  await db.insert(uploads).values({ url, userId: uploader.userId, browserHash: uploader.browserHash });
}

/**
 * Only files uploads3 issued to this uploader may be referenced: a logged-in user's own uploads, or the uploads
 * this browser made before logging in. Another user's file, or any URL we did not issue, is not theirs.
 */
export function uploadsOf(db: Db, storage: FileStorage, uploader: Uploader): OwnsUpload {
  return async (url, kind) => {
    if (!storage.owns(url, kind)) return false;
    const anonymousHere = uploader.browserHash
      ? and(isNull(uploads.userId), eq(uploads.browserHash, uploader.browserHash))
      : undefined;
    const owned = uploader.userId ? or(eq(uploads.userId, uploader.userId), anonymousHere) : anonymousHere;
    if (!owned) return false;
    const [row] = await db
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(eq(uploads.url, url), owned))
      .limit(1);
    return row !== undefined;
  };
}

/** Files a partner application claimed: from now on only admins read them (the public URL answers 404). */
export async function makePrivate(db: Tx, urls: string[]): Promise<void> {
  await db.update(uploads).set({ private: true }).where(inArray(uploads.url, urls));
}

/** Whether the public URL of a stored file must not be served: it belongs to a partner application. */
export async function isPrivate(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.private, true)))
    .limit(1);
  return row !== undefined;
}
