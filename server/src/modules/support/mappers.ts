import { asc, desc, eq, inArray } from 'drizzle-orm';
import { supportPhotoPath, supportStatusOf, type SupportPhoto, type SupportProposal } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, supportProposalPhotos, supportProposals } from '../../db/schema/index.js';
import type { ProposalRow } from './support-access.js';

// Support proposals on the wire, loaded for many at once (a work's list, a queue page): one
// query for their photos and one for their assessors' names, whatever their number.

type PhotoRow = typeof supportProposalPhotos.$inferSelect;

export function toSupportPhoto(row: PhotoRow): SupportPhoto {
  return { id: row.id, url: supportPhotoPath(row.id), contentType: row.contentType, uploadedBySide: row.uploadedBySide, createdAt: row.createdAt.toISOString() };
}

/** What goes with a proposal on the wire besides its row. */
export interface ProposalExtras {
  photos: SupportPhoto[];
  assessor: { id: string; name: string } | null;
}

export function toSupportProposal(row: ProposalRow, extras: ProposalExtras): SupportProposal {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    workId: row.workId,
    type: row.type,
    status: supportStatusOf(row.stage),
    stage: row.stage,
    description: row.description,
    requestedBySide: row.requestedBySide,
    pricePence: row.pricePence,
    paidAt: iso(row.paidAt),
    photos: extras.photos,
    assessor: extras.assessor,
    findings: row.findings,
    findingsAt: iso(row.findingsAt),
    findingsDocumentId: row.findings === null ? null : row.id,
    adviserName: row.adviserName,
    advice: row.advice,
    customerOutcome: row.customerOutcome,
    businessOutcome: row.businessOutcome,
    outcome: row.outcome,
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The photos and assessor of each proposal, by proposal id. */
export async function proposalExtras(db: Queryable, rows: readonly ProposalRow[]): Promise<Map<string, ProposalExtras>> {
  const ids = rows.map((row) => row.id);
  const assessorIds = [...new Set(rows.map((row) => row.assessorBusinessId).filter((id): id is string => id !== null))];
  const [photos, assessors] = await Promise.all([
    ids.length ? db.select().from(supportProposalPhotos).where(inArray(supportProposalPhotos.proposalId, ids)).orderBy(asc(supportProposalPhotos.createdAt), asc(supportProposalPhotos.id)) : [],
    assessorIds.length ? db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, assessorIds)) : [],
  ]);
  const nameOf = new Map(assessors.map((row) => [row.id, row]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        photos: photos.filter((photo) => photo.proposalId === row.id).map(toSupportPhoto),
        assessor: row.assessorBusinessId ? (nameOf.get(row.assessorBusinessId) ?? null) : null,
      },
    ]),
  );
}

/** Proposals on the wire, in the order given. */
export async function supportProposalViews(db: Queryable, rows: readonly ProposalRow[]): Promise<SupportProposal[]> {
  const extras = await proposalExtras(db, rows);
  return rows.map((row) => toSupportProposal(row, extras.get(row.id)!));
}

/** One proposal on the wire, read afresh. */
export async function supportProposalView(db: Queryable, proposalId: string): Promise<SupportProposal> {
  const rows = await db.select().from(supportProposals).where(eq(supportProposals.id, proposalId)).limit(1);
  const [view] = await supportProposalViews(db, rows);
  return view!;
}

/** Each work's proposals, newest first, by work id (for work views). */
export async function supportProposalsOfWorks(db: Queryable, workIds: readonly string[]): Promise<Map<string, SupportProposal[]>> {
  if (workIds.length === 0) return new Map();
  const rows = await db.select().from(supportProposals).where(inArray(supportProposals.workId, [...workIds])).orderBy(desc(supportProposals.createdAt), desc(supportProposals.id));
  const views = await supportProposalViews(db, rows);
  const byWork = new Map<string, SupportProposal[]>();
  views.forEach((view) => byWork.set(view.workId, [...(byWork.get(view.workId) ?? []), view]));
  return byWork;
}
