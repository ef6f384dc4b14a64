import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import { deletedFileSchema, fileListSchema, fileSchema, listFilesQuery, renameFileInput } from '@shared/schemas/files';
import { bytes, bytesResponse, errorResponse, errorResponses, idParam, INVALID_FILE_ID } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { HttpError, badRequest, payloadTooLarge } from '../../lib/errors';
import { withRequestBody } from '../../plugins/openapi';
import { currentUser } from '../../plugins/session';
import { publicOrigin } from '../../lib/public-origin';
import { THUMBNAIL_NAME, createFilesService, tooLargeMessage } from './files.service';
import { notFoundReply, sendStoredObject } from './serve-upload';

// Path parameters are checked before the body, so a bad id is reported as such whatever the body holds.
const idParams = z.object({ id: idParam(INVALID_FILE_ID) });
const uploadParams = z.object({ publicId: text(), name: text().optional() });
const PUBLIC_ID = /^[A-Za-z0-9_-]{24,64}$/;
// Room for the multipart framing around the file: boundaries, part headers, a long file name.
const MULTIPART_OVERHEAD = 1024 * 1024;
const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

const TAGS = ['Files'];
/** Uploads are public and sent as stored: no JSON, no response schema. */
const storedBytes = {
  tags: TAGS,
  response: {
    200: bytesResponse('The stored bytes (ranges and conditional requests are honoured).'),
    206: bytesResponse('The requested range of the stored bytes.'),
    ...errorResponses,
  },
};

/** After a refused upload the client may still be sending: read and drop the rest so it gets the answer. */
function drainRequest(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

export async function filesRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { storage } = ctx;
  const maxUploadBytes = ctx.config.maxUploadBytes;
  const files = createFilesService({
    db: ctx.db,
    storage,
    maxUploadBytes,
    log: app.log,
  });

  // Multipart parsing stays inside this scope: no other route accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/files',
      { schema: { tags: TAGS, querystring: listFilesQuery, response: { 200: fileListSchema, ...errorResponses } } },
      async (request) => files.list(request.query, publicOrigin(request, ctx.config)),
    );

    const upload = {
      tags: TAGS,
      description: 'multipart/form-data with the file in the field "file".',
      response: { 201: fileSchema, ...errorResponses },
    };
    // The route reads the form itself, part by part: the reference describes it, no schema checks it.
    const uploadForm = z.object({
      file: bytes.meta({ description: 'The file; its name and type come from the part headers.' }),
    });
    const documented = { swaggerTransform: withRequestBody('multipart/form-data', uploadForm) };
    r.post('/api/files', { schema: upload, config: documented }, async (request, reply) => {
      const user = currentUser(request);
      if (Number(request.headers['content-length']) > maxUploadBytes + MULTIPART_OVERHEAD) {
        throw payloadTooLarge(tooLargeMessage(maxUploadBytes));
      }
      if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
      // Set when the multipart parser gives up on the body (cut short, broken framing): the sender's fault.
      let malformed = false;
      try {
        const part = await request
          .file({
            // One byte over the cap reaches the storage layer, which reports it as too large.
            limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 },
          })
          .catch((err: unknown) => {
            if (!(err as { statusCode?: number }).statusCode) malformed = true;
            throw err;
          });
        if (!part) throw badRequest(`No file was uploaded. ${NOT_MULTIPART}`);
        part.file.once('error', () => {
          malformed = true;
        });
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(NOT_MULTIPART);
        }
        if (part.filename?.includes('\u0000')) {
          part.file.resume();
          throw badRequest('The file name cannot contain the NUL character (U+0000).');
        }
        const file = await files.upload(
          user,
          { stream: part.file, fileName: part.filename, declaredType: part.mimetype },
          publicOrigin(request, ctx.config),
        );
        return reply.status(201).send(file);
      } catch (err) {
        drainRequest(request);
        if (malformed && !(err instanceof HttpError))
          throw badRequest(`The upload is not well-formed. ${NOT_MULTIPART}`);
        throw err;
      }
    });

    r.patch(
      '/api/files/:id',
      {
        schema: {
          tags: TAGS,
          params: idParams,
          body: renameFileInput,
          response: { 200: fileSchema, ...errorResponses },
        },
      },
      async (request) => files.rename(request.params.id, request.body.fileName, publicOrigin(request, ctx.config)),
    );

    r.delete(
      '/api/files/:id',
      { schema: { tags: TAGS, params: idParams, response: { 200: deletedFileSchema, ...errorResponses } } },
      async (request) => files.remove(request.params.id),
    );

    // Public: snippets, the public pages and shop themes embed these URLs.
    r.route({
      method: ['GET', 'HEAD'],
      url: `/uploads/:publicId/${THUMBNAIL_NAME}`,
      // Uploaded bytes are not app pages: no page policy (a PDF viewer would break under one).
      config: { public: true, pagePolicy: false },
      schema: { ...storedBytes, params: uploadParams },
      handler: async (request, reply) => {
        const { publicId } = request.params;
        const row = PUBLIC_ID.test(publicId) ? await files.findByPublicId(publicId) : undefined;
        if (!row?.thumbnailKey) return notFoundReply(reply);
        return sendStoredObject(request, reply, storage, {
          storageKey: row.thumbnailKey,
          contentType: 'image/webp',
          etag: `"${row.publicId}-thumbnail"`,
          ranges: false,
        });
      },
    });

    r.route({
      method: ['GET', 'HEAD'],
      url: '/uploads/:publicId/:name',
      // Uploaded bytes are not app pages: no page policy (a PDF viewer would break under one).
      config: { public: true, pagePolicy: false },
      schema: { ...storedBytes, params: uploadParams },
      handler: async (request, reply) => {
        const { publicId } = request.params;
        const row = PUBLIC_ID.test(publicId) ? await files.findByPublicId(publicId) : undefined;
        if (!row) return notFoundReply(reply);
        return sendStoredObject(request, reply, storage, {
          storageKey: row.storageKey,
          size: row.fileSize,
          contentType: row.fileType,
          etag: `"${row.publicId}"`,
          fileName: row.fileName,
          ranges: true,
        });
      },
    });

    // Any other path under /uploads is a broken file link, not a page of the app.
    r.route({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      config: { public: true },
      schema: {
        tags: TAGS,
        description: 'Any other path under /uploads: a broken file link.',
        response: { 404: errorResponse, ...errorResponses },
      },
      handler: async (_request, reply) => notFoundReply(reply),
    });
  });
}
