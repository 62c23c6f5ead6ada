import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_FORM_FIELDS,
  ATTACHMENT_UPLOAD_MAX_BYTES,
  ATTACHMENT_UPLOAD_RATE,
  chatAttachmentContracts,
  formatFileSize,
} from '@tradeshub/sdk';
import { AppError, badRequest, isAppError, unauthorized } from '../../http/errors.js';
import { sendPrivateFile } from '../../http/private-file.js';
import type { Viewer } from '../../http/viewer.js';
import { attachmentForDownload, storeAttachment, type AttachmentDeps, type Upload } from './attachments.js';
import { conversationToWriteIn } from './conversations.js';

const FORM_SENTENCE = `Send one file as a multipart form with the fields ${ATTACHMENT_FORM_FIELDS.conversationId} and ${ATTACHMENT_FORM_FIELDS.file}.`;
const conversationIdField = z.uuid();
const CONVERSATION_FIRST = 'Expected the conversation id as a UUID in the conversationId field, before the file.';

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(request.headers.authorization ? 'Your session has ended. Please sign in again.' : 'Sign in to continue.');
  return request.viewer;
}

/** Multipart's own failures as sentences: too big is 413, anything else about the form is 400. */
function uploadProblem(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', `Files can be up to ${formatFileSize(ATTACHMENT_UPLOAD_MAX_BYTES)}. Choose a smaller file.`);
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(`Attach one file per upload. ${FORM_SENTENCE}`);
  return badRequest(`We could not read the upload. ${FORM_SENTENCE}`);
}

/**
 * Reads the form: the conversation id field, then exactly one file, buffered within the size
 * limit. `mayUpload` runs when the file part begins and before any of its bytes are read, so
 * a file for a conversation the uploader may not write in is refused without being taken in.
 */
async function readUpload(request: FastifyRequest, mayUpload: (conversationId: string) => Promise<unknown>): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', FORM_SENTENCE);
  let conversationId: string | undefined;
  let file: Omit<Upload, 'conversationId'> | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 4, parts: 6, fieldSize: 200, fileSize: ATTACHMENT_UPLOAD_MAX_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === ATTACHMENT_FORM_FIELDS.file) {
        if (!conversationId || !conversationIdField.safeParse(conversationId).success) throw badRequest(CONVERSATION_FIRST);
        await mayUpload(conversationId);
        file = { fileName: part.filename, declaredType: part.mimetype, bytes: await part.toBuffer() };
      } else if (part.type === 'file') {
        await part.toBuffer();
      } else if (part.fieldname === ATTACHMENT_FORM_FIELDS.conversationId) {
        conversationId = String(part.value);
      }
    }
  } catch (error) {
    throw isAppError(error) ? error : uploadProblem(error);
  }
  if (!file) throw badRequest(`Choose a file to attach. ${FORM_SENTENCE}`);
  return { conversationId: conversationId!, ...file };
}

/** RFC 6266: an ASCII fallback name, and the real name UTF-8 encoded. */
function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const UPLOAD_RATE_MESSAGE = `You have uploaded ${ATTACHMENT_UPLOAD_RATE.max} files in the last ${ATTACHMENT_UPLOAD_RATE.windowMinutes} minutes. Please wait a few minutes and try again.`;

/**
 * The upload's rate limit, per signed-in person (by address before sign-in is known). The
 * viewer is resolved in an app-wide onRequest hook, which runs before the route's own.
 */
const uploadRateLimit = {
  rateLimit: {
    max: ATTACHMENT_UPLOAD_RATE.max,
    timeWindow: ATTACHMENT_UPLOAD_RATE.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => (request.viewer ? `chat-upload:${request.viewer.userId}` : request.ip),
    errorResponseBuilder: () => ({ statusCode: 429, message: UPLOAD_RATE_MESSAGE }),
  },
};

/** Upload (multipart, in its own scope so only this route parses forms) and download of attachments. */
export async function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: AttachmentDeps,
  options: { rateLimited: boolean },
): Promise<void> {
  const { uploadAttachment, downloadAttachment } = chatAttachmentContracts;
  const tags = ['chat-service/attachments'];
  const security = [{ bearerAuth: [] }];

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.route({
      method: uploadAttachment.method,
      url: uploadAttachment.path,
      schema: { summary: uploadAttachment.summary, tags, security, consumes: ['multipart/form-data'] },
      ...(options.rateLimited ? { config: uploadRateLimit } : {}),
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const upload = await readUpload(request, (conversationId) => conversationToWriteIn(deps.db, viewer.userId, conversationId));
        const attachment = await storeAttachment(deps, viewer.userId, upload);
        return reply.status(201).send({ data: attachment, message: 'The file is ready to send.' });
      },
    });
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadAttachment.method,
    url: downloadAttachment.path,
    schema: { summary: downloadAttachment.summary, tags, security, params: downloadAttachment.params },
    preValidation: async (request) => void viewerOf(request),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const attachment = await attachmentForDownload(deps.db, viewer.userId, request.params.id);
      const file = await deps.files.open(attachment.storageKey);
      if (!file) throw new AppError(404, 'NOT_FOUND', 'We could not find that attachment.');
      const charset = attachment.contentType === 'text/plain' ? '; charset=utf-8' : '';
      const disposition = contentDisposition(attachment.kind === 'IMAGE' ? 'inline' : 'attachment', attachment.fileName);
      return sendPrivateFile(reply, file, `${attachment.contentType}${charset}`, disposition);
    },
  });
}
