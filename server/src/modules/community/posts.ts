import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPostBodySchema, editPostBodySchema, Post } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { categories, communityActivities, communityPostPhotos, communityPosts } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findPostView, toPost } from './item-views.js';
import { newPostPlace, placeOf } from './post-place.js';
import { requireCommunityRulesAccepted } from './rules-gate.js';

type CreatePost = z.output<typeof createPostBodySchema>;
type EditPost = z.output<typeof editPostBodySchema>;

async function requireCategory(db: Queryable, categoryId: string): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!row) throw badRequest('Choose a trade from the list of categories.');
}

/** A job request needs its trade and budget; a general post has neither, nor a status. */
function jobFields(type: Post['type'], input: Pick<CreatePost, 'categoryId' | 'budgetBand'>) {
  if (type === 'GENERAL') return { categoryId: input.categoryId ?? null, budgetBand: null, status: null };
  if (!input.categoryId) throw badRequest('Choose the trade this job needs, so the right tradespeople see it.');
  if (!input.budgetBand) throw badRequest('Choose a budget for the job, so tradespeople know its size.');
  return { categoryId: input.categoryId, budgetBand: input.budgetBand, status: 'OPEN' as const };
}

/**
 * Puts the uploader's unattached photos on the post, in the order given. A photo that is
 * not theirs, or already on another post, is refused by name of the problem, not the photo.
 */
async function attachPhotos(db: Queryable, authorId: string, postId: string, photoIds: readonly string[]): Promise<void> {
  const unique = [...new Set(photoIds)];
  if (unique.length !== photoIds.length) throw badRequest('The same photo is listed twice. List each photo once.');
  await db.update(communityPostPhotos).set({ postId: null }).where(and(eq(communityPostPhotos.postId, postId), eq(communityPostPhotos.uploaderId, authorId)));
  if (unique.length === 0) return;
  const owned = await db
    .select({ id: communityPostPhotos.id, postId: communityPostPhotos.postId })
    .from(communityPostPhotos)
    .where(and(inArray(communityPostPhotos.id, unique), eq(communityPostPhotos.uploaderId, authorId)));
  if (owned.length !== unique.length || owned.some((p) => p.postId !== null)) {
    throw badRequest('One of the photos is not one you uploaded for this post. Upload the photos again.');
  }
  for (const [position, id] of unique.entries()) {
    await db.update(communityPostPhotos).set({ postId, position }).where(eq(communityPostPhotos.id, id));
  }
}

export async function readPost(db: Queryable, viewerId: string, postId: string): Promise<Post> {
  const view = await findPostView(db, viewerId, postId);
  if (!view) throw notFound('post');
  return toPost(view);
}

/** Publishes a post or job request for someone who has accepted the community rules. */
export async function createPost(db: Database, authorId: string, input: CreatePost): Promise<Post> {
  await requireCommunityRulesAccepted(db, authorId);
  const job = jobFields(input.type, input);
  if (job.categoryId) await requireCategory(db, job.categoryId);
  const place = await newPostPlace(db, authorId, input, input.type === 'JOB_REQUEST');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityPosts)
      .values({ authorId, type: input.type, title: input.title, body: input.body, ...job, ...(place ?? {}) })
      .returning({ id: communityPosts.id });
    await attachPhotos(tx, authorId, row!.id, input.photoIds ?? []);
    await tx.insert(communityActivities).values({ userId: authorId, type: 'POST', postId: row!.id });
    return row!.id;
  });
  return readPost(db, authorId, id);
}

/** The author's own post, not deleted, locked for a change; anyone else's is not found. */
async function ownPostForUpdate(db: Queryable, authorId: string, postId: string) {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, authorId), isNull(communityPosts.deletedAt)))
    .for('update');
  if (!row) throw notFound('post');
  return row;
}

/** Changes what the author sent; a job request may be closed and opened again. */
export async function editPost(db: Database, authorId: string, postId: string, input: EditPost): Promise<Post> {
  await db.transaction(async (tx) => {
    const post = await ownPostForUpdate(tx, authorId, postId);
    if (input.status && post.type !== 'JOB_REQUEST') throw badRequest('Only a job request can be opened or closed.');
    if (post.type === 'GENERAL' && input.budgetBand) throw badRequest('Only a job request has a budget.');
    if (input.categoryId) await requireCategory(tx, input.categoryId);
    const place = input.location ? placeOf(input.location, input.locality ?? post.locality) : input.locality ? { locality: input.locality } : {};
    await tx
      .update(communityPosts)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(input.budgetBand !== undefined ? { budgetBand: input.budgetBand } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...place,
        updatedAt: new Date(),
      })
      .where(eq(communityPosts.id, post.id));
    if (input.photoIds) await attachPhotos(tx, authorId, post.id, input.photoIds);
  });
  return readPost(db, authorId, postId);
}

/**
 * Deletes the author's post softly: it leaves every feed, its words and photos go, and its
 * comments and replies stay readable on its page. Deleting it again finds nothing.
 */
export async function deletePost(db: Database, authorId: string, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await ownPostForUpdate(tx, authorId, postId);
    const now = new Date();
    await tx.update(communityPosts).set({ deletedAt: now, updatedAt: now, status: post.type === 'JOB_REQUEST' ? 'CLOSED' : null }).where(eq(communityPosts.id, post.id));
  });
}
