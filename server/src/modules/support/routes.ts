import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { supportPhotoContracts } from '@tradeshub/sdk';
import { AppError } from '../../http/errors.js';
import { withMessage } from '../../http/contract-routes.js';
import { sendPrivateFile } from '../../http/private-file.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import { readPhoto, uploadRateLimit, viewerOf } from '../community/photo-routes.js';
import type { AppContext } from '../context.js';
import { getAssessment, listAssessments, writeFindings } from './assessments.js';
import { supportProposalView } from './mappers.js';
import { assignAssessor, eligibleAssessors, recordLegalAdvice, supportQueue, supportQueueItem, updateSupportProposal } from './operator.js';
import { answerSupportOutcome, requestSupport, storeSupportPhoto, supportPhotoForDownload } from './requests.js';
import { supportFor } from './support-access.js';

/** The support contracts of the work group: the sides and the assessor; pricing and completing by operators. */
export function supportWorkHandlers({ db }: AppContext) {
  return {
    getAssessments: async ({ viewer, query }) => listAssessments(db, viewer, query),
    getAssessmentById: async ({ viewer, params }) => getAssessment(db, viewer, params.id),
    requestSupport: async ({ viewer, body }) => withMessage(await requestSupport(db, viewer, body), 'Your request for help is sent. Tradeshub will price it shortly; payments on the job are on hold meanwhile.'),
    updateSupportProposal: async ({ viewer, params, body }) => {
      await updateSupportProposal(db, viewer, params.id, body);
      return supportProposalView(db, params.id);
    },
    answerSupportOutcome: async ({ viewer, params, body }) => withMessage(await answerSupportOutcome(db, viewer, params.id, body.outcome), 'Your answer is recorded.'),
    writeAssessmentFindings: async ({ viewer, params, body }) => withMessage(await writeFindings(db, viewer, params.id, body.findings), 'Your findings are saved; both sides can read them.'),
  } satisfies Partial<GroupHandlers<'work'>>;
}

/** The console's Support queue. */
export function supportAdminHandlers({ db }: AppContext) {
  return {
    getSupportProposals: async ({ query }) => supportQueue(db, query),
    getSupportProposal: async ({ viewer, params }) => {
      await supportFor(db, viewer, params.id);
      return supportQueueItem(db, params.id);
    },
    getEligibleAssessors: async ({ viewer, params }) => eligibleAssessors(db, await supportFor(db, viewer, params.id)),
    assignAssessor: async ({ viewer, params, body }) => withMessage(await assignAssessor(db, viewer, params.id, body), 'The assessor is assigned and can message both sides.'),
    recordLegalAdvice: async ({ viewer, params, body }) => withMessage(await recordLegalAdvice(db, viewer, params.id, body), 'The legal advice is recorded; both sides can read it.'),
  } satisfies Partial<GroupHandlers<'admin'>>;
}

/** Support photos: multipart upload by either side, download for everyone taking part. */
export async function registerSupportPhotoRoutes(app: FastifyInstance, { db, files, config }: AppContext): Promise<void> {
  const { uploadSupportPhoto, downloadSupportPhoto } = supportPhotoContracts;
  const tags = ['backend-service/work'];
  const security = [{ bearerAuth: [] }];
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: uploadSupportPhoto.method,
      url: uploadSupportPhoto.path,
      schema: { summary: uploadSupportPhoto.summary, tags, security, consumes: ['multipart/form-data'], params: uploadSupportPhoto.params },
      ...(config.rateLimitEnabled ? { config: uploadRateLimit } : {}),
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const photo = await storeSupportPhoto({ db, files }, viewer, request.params.id, await readPhoto(request));
        return reply.status(201).send({ data: photo, message: 'The photo is added.' });
      },
    });
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadSupportPhoto.method,
    url: downloadSupportPhoto.path,
    schema: { summary: downloadSupportPhoto.summary, tags, security, params: downloadSupportPhoto.params },
    preValidation: async (request) => void viewerOf(request),
    handler: async (request, reply) => {
      const photo = await supportPhotoForDownload(db, viewerOf(request), request.params.id);
      const file = await files.open(photo.storageKey);
      if (!file) throw new AppError(404, 'NOT_FOUND', 'We could not find that photo.');
      return sendPrivateFile(reply, file, photo.contentType);
    },
  });
}
