import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UPLOAD_RATE, communityPhotoContracts, formatFileSize, POST_PHOTO_FORM_FIELD } from '@tradeshub/sdk';
import { AppError, badRequest, isAppError, unauthorized } from '../../http/errors.js';
import { sendPrivateFile } from '../../http/private-file.js';
import type { Viewer } from '../../http/viewer.js';
import { photoForDownload, storePostPhoto, type PhotoDeps, type PhotoUpload } from './photos.js';

const FORM_SENTENCE = `Send one photo as a multipart form in the field ${POST_PHOTO_FORM_FIELD}.`;

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(request.headers.authorization ? 'Your session has ended. Please sign in again.' : 'Sign in to continue.');
  return request.viewer;
}

function uploadProblem(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', `Photos can be up to ${formatFileSize(ATTACHMENT_MAX_BYTES.IMAGE)}. Choose a smaller photo.`);
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(`Upload one photo at a time. ${FORM_SENTENCE}`);
  return badRequest(`We could not read the upload. ${FORM_SENTENCE}`);
}

/** Reads exactly one photo from the form (field `file`), buffered within the image size limit. */
export async function readPhoto(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', FORM_SENTENCE);
  let photo: PhotoUpload | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 2, parts: 3, fieldSize: 200, fileSize: ATTACHMENT_MAX_BYTES.IMAGE } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === POST_PHOTO_FORM_FIELD) photo = { fileName: part.filename, declaredType: part.mimetype, bytes };
    }
  } catch (error) {
    throw isAppError(error) ? error : uploadProblem(error);
  }
  if (!photo) throw badRequest(`Choose a photo to upload. ${FORM_SENTENCE}`);
  return photo;
}

/** The upload rate limit of photos, per uploader. */
export const uploadRateLimit = {
  rateLimit: {
    max: ATTACHMENT_UPLOAD_RATE.max,
    timeWindow: ATTACHMENT_UPLOAD_RATE.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => (request.viewer ? `community-photo:${request.viewer.userId}` : request.ip),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: `You have uploaded ${ATTACHMENT_UPLOAD_RATE.max} photos in the last ${ATTACHMENT_UPLOAD_RATE.windowMinutes} minutes. Please wait a few minutes and try again.`,
    }),
  },
};

/** Upload (multipart, in its own scope) and download of post photos. */
export async function registerPhotoRoutes(app: FastifyInstance, deps: PhotoDeps, options: { rateLimited: boolean }): Promise<void> {
  const { uploadPhoto, downloadPhoto } = communityPhotoContracts;
  const tags = ['community-service/photos'];
  const security = [{ bearerAuth: [] }];

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.route({
      method: uploadPhoto.method,
      url: uploadPhoto.path,
      schema: { summary: uploadPhoto.summary, tags, security, consumes: ['multipart/form-data'] },
      ...(options.rateLimited ? { config: uploadRateLimit } : {}),
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const photo = await storePostPhoto(deps, viewer.userId, await readPhoto(request));
        return reply.status(201).send({ data: photo, message: 'The photo is ready to add to your post.' });
      },
    });
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadPhoto.method,
    url: downloadPhoto.path,
    schema: { summary: downloadPhoto.summary, tags, security, params: downloadPhoto.params },
    preValidation: async (request) => void viewerOf(request),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const photo = await photoForDownload(deps.db, viewer.userId, request.params.id);
      const file = await deps.files.open(photo.storageKey);
      if (!file) throw new AppError(404, 'NOT_FOUND', 'We could not find that photo.');
      return sendPrivateFile(reply, file, photo.contentType);
    },
  });
}
