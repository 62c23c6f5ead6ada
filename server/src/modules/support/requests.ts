import { randomUUID } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_SUPPORT_PHOTOS,
  SUPPORT_OUTCOME_LABELS,
  SUPPORT_REQUEST_WORK_STATUSES,
  SUPPORT_TYPE_LABELS,
  WORK_STATUS_LABELS,
  assertTransition,
  safeAttachmentFileName,
  type SupportOutcome,
  type SupportPhoto,
  type SupportProposal,
  type SupportType,
  type WorkStatus,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { supportProposalPhotos, supportProposals, works } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import type { FileStore } from '../../platform/files.js';
import { checkedImage, type PhotoUpload } from '../community/photos.js';
import { sideName, workForParty } from '../work/work-access.js';
import { tellSupportChange } from './notify.js';
import { requireSupportAction, supportFor } from './support-access.js';
import { supportProposalView, toSupportPhoto } from './mappers.js';

// What the sides of a work do with support: ask for it (the work goes to
// INDEPENDENT_ASSESSMENT, remembering where it was; its schedule stays LOCKED), add photos of
// what is wrong, and say which outcome they accept.

const typeNoun = (type: SupportType) => SUPPORT_TYPE_LABELS[type].toLowerCase();

export interface SupportRequest {
  workId: string;
  type: SupportType;
  description: string;
}

/** create-support-proposal: either side of a running work asks for help. */
export async function requestSupport(db: Database, viewer: Viewer, body: SupportRequest): Promise<SupportProposal> {
  const id = await db.transaction(async (tx) => {
    const party = await workForParty(tx, viewer.userId, body.workId, { lock: true });
    const from = party.work.status;
    if (from === 'INDEPENDENT_ASSESSMENT') throw conflict('This job already has an independent assessment or legal advice under way.');
    if (!(SUPPORT_REQUEST_WORK_STATUSES as readonly WorkStatus[]).includes(from)) {
      throw conflict(`Help can be asked for once the contract is agreed and until the job is completed; this job is '${WORK_STATUS_LABELS[from].trim()}'.`);
    }
    assertTransition('work', from, 'INDEPENDENT_ASSESSMENT');
    const [row] = await tx
      .insert(supportProposals)
      .values({ workId: party.work.id, type: body.type, description: body.description, requestedByUserId: viewer.userId, requestedBySide: party.side })
      .returning();
    await tx.update(works).set({ status: 'INDEPENDENT_ASSESSMENT', statusBeforeAssessment: from, lockStatus: 'LOCKED' }).where(eq(works.id, party.work.id));
    const text = `${sideName(party, party.side)} asked for ${body.type === 'INDEPENDENT_ASSESSMENT' ? 'an independent assessment' : 'legal advice'}. Payments are on hold until it is completed.`;
    await tellSupportChange(tx, row!, party, { kind: 'SUPPORT_REQUESTED', actor: { userId: viewer.userId, side: party.side }, text });
    return row!.id;
  });
  return supportProposalView(db, id);
}

/** update-support-proposal-outcome: a side says which outcome it accepts. */
export async function answerSupportOutcome(db: Database, viewer: Viewer, proposalId: string, outcome: SupportOutcome): Promise<SupportProposal> {
  await db.transaction(async (tx) => {
    const support = await supportFor(tx, viewer, proposalId, { lock: true });
    requireSupportAction(support, 'ANSWER_OUTCOME');
    const side = support.side!;
    await tx
      .update(supportProposals)
      .set({ ...(side === 'CUSTOMER' ? { customerOutcome: outcome } : { businessOutcome: outcome }), updatedAt: new Date() })
      .where(eq(supportProposals.id, proposalId));
    const text = `${sideName(support.context, side)} accepts this outcome of the ${typeNoun(support.proposal.type)}: ${SUPPORT_OUTCOME_LABELS[outcome].toLowerCase()}.`;
    await tellSupportChange(tx, support.proposal, support.context, { kind: 'SUPPORT_UPDATED', actor: { userId: viewer.userId, side }, text });
  });
  return supportProposalView(db, proposalId);
}

export interface SupportPhotoDeps {
  db: Database;
  files: FileStore;
}

const PHOTO_TYPES_SENTENCE = 'A photo of what is wrong can be a JPEG, PNG, WebP or GIF image.';

async function refuseTooManyPhotos(db: Queryable, proposalId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(supportProposalPhotos).where(eq(supportProposalPhotos.proposalId, proposalId));
  if (Number(row?.n ?? 0) >= MAX_SUPPORT_PHOTOS) throw conflict(`A support request can have at most ${MAX_SUPPORT_PHOTOS} photos.`);
}

/** Keeps a photo of what is wrong; the limit is checked again under a lock per proposal, so uploads at once cannot pass it. */
export async function storeSupportPhoto({ db, files }: SupportPhotoDeps, viewer: Viewer, proposalId: string, upload: PhotoUpload): Promise<SupportPhoto> {
  const support = await supportFor(db, viewer, proposalId);
  requireSupportAction(support, 'ADD_PHOTO');
  const type = checkedImage(upload, PHOTO_TYPES_SENTENCE);
  await refuseTooManyPhotos(db, proposalId);
  const id = randomUUID();
  const storageKey = `support/${proposalId}/${id}`;
  await files.save(storageKey, upload.bytes);
  try {
    const [row] = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support-photo|${proposalId}`}))`);
      await refuseTooManyPhotos(tx, proposalId);
      const [open] = await tx.select({ id: supportProposals.id }).from(supportProposals).where(and(eq(supportProposals.id, proposalId), ne(supportProposals.stage, 'COMPLETED'))).limit(1);
      if (!open) throw conflict('This support request is completed; photos can no longer be added.');
      return tx
        .insert(supportProposalPhotos)
        .values({ id, proposalId, uploaderId: viewer.userId, uploadedBySide: support.side!, contentType: type.contentType, fileName: safeAttachmentFileName(upload.fileName), sizeBytes: upload.bytes.length, storageKey })
        .returning();
    });
    return toSupportPhoto(row!);
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
}

/** A support photo for anyone taking part in its proposal (the sides, the assessor, operators); 404 for others. */
export async function supportPhotoForDownload(db: Queryable, viewer: Viewer, photoId: string) {
  const [photo] = await db.select().from(supportProposalPhotos).where(eq(supportProposalPhotos.id, photoId)).limit(1);
  if (!photo) throw notFound('photo');
  await supportFor(db, viewer, photo.proposalId, { what: 'photo' });
  return photo;
}
