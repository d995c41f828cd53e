import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FileKind, FileStorage } from '../../adapters/storage/storage';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { CSRF_SECRET_COOKIE } from '../../plugins/csrf';

/** Who sent a request: the logged-in user, if any, and the browser (its CSRF secret, hashed). */
export type Uploader = { userId: string | null; browserHash: string | null };

/** Whether `url` names one of our stored files of `kind` (any kind when not given). */
export type OwnsUpload = (url: string, kind?: FileKind) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether `url` is a file uploads3 issued to this request's sender (of `kind`, any kind when not given): the
     * way other modules check a submitted file URL without importing the uploads module.
     */
    ownsUpload: OwnsUpload;
    /** The sender as uploads3 records it, looked up once per request. */
    uploader(): Promise<Uploader>;
  }
}

async function uploaderOf(request: FastifyRequest): Promise<Uploader> {
  const secret = request.cookies[CSRF_SECRET_COOKIE];
  const user = await request.currentUser();
  return { userId: user?.userId ?? null, browserHash: secret ? hashToken(secret) : null };
}

export async function recordUpload(db: Db, url: string, uploader: Uploader, isPrivate = false): Promise<void> {
  if (!uploader.browserHash) throw new Error('an upload passed the CSRF check without a CSRF secret');
  await db
    .insert(uploads)
    .values({ url, userId: uploader.userId, browserHash: uploader.browserHash, private: isPrivate });
}

/**
 * Only files uploads3 issued to this uploader may be referenced: a logged-in user's own uploads, or the uploads
 * this browser made before logging in. Another user's file, or any URL we did not issue, is not theirs.
 */
async function owns(db: Db, storage: FileStorage, uploader: Uploader, url: string, kind?: FileKind) {
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
}

/**
 * `request.uploader()` and `request.ownsUpload(url, kind?)` for every route (sign-up and profile photos, partner
 * files, later the admin console's service images). Needs the session and CSRF plugins before it.
 */
export const uploadOwnershipPlugin = fp(async (app: FastifyInstance) => {
  const uploaders = new WeakMap<FastifyRequest, Promise<Uploader>>();
  app.decorateRequest('uploader', function (this: FastifyRequest) {
    let uploader = uploaders.get(this);
    if (!uploader) {
      uploader = uploaderOf(this);
      uploaders.set(this, uploader);
    }
    return uploader;
  });
  app.decorateRequest('ownsUpload', async function (this: FastifyRequest, url: string, kind?: FileKind) {
    return owns(app.db, app.storage, await this.uploader(), url, kind);
  });
});

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
