import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSchema,
  apiErrorSchema,
  changePasswordSchema,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  PICTURE_KEY,
  pictureFormLimits,
  readPicture,
  sendPicture,
  type PictureRules,
} from '../../lib/picture-upload';
import { toAccount } from './service';

const binary = z.string().meta({ format: 'binary' });

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
const uploadFormSchema = z.object({
  picture: binary.describe('JPG, PNG or WebP, at most 2 MB'),
});

const PROFILE_PICTURE: PictureRules<(typeof PROFILE_PICTURE_MIME_TYPES)[number]> = {
  field: 'picture',
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  mimeTypes: PROFILE_PICTURE_MIME_TYPES,
};

const avatarParamsSchema = z.object({
  key: z.string().regex(PICTURE_KEY, 'key is the name of a profile picture'),
});

const pictureResponse = {
  description: 'The profile picture',
  content: Object.fromEntries(PROFILE_PICTURE_MIME_TYPES.map((mime) => [mime, { schema: binary }])),
};

const pictureNotFound = () => notFound('That picture', 'key');

export async function profileRoutes(
  app: FastifyInstance,
  { authRateLimit }: { authRateLimit: number },
) {
  // Registered here, so only these routes read multipart bodies.
  // Names as sent, so a name with folders is refused rather than quietly cut down.
  await app.register(multipart, {
    limits: pictureFormLimits(PROFILE_PICTURE_MAX_BYTES),
    throwFileSizeLimit: true,
    preservePath: true,
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.post(
    '/me/password',
    {
      // Guessing the current password from a stolen session costs as much as guessing a sign-in.
      config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session of the account is signed out',
        security,
        body: changePasswordSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      const { currentPassword, newPassword } = request.body;
      const matches = account.passwordHash
        ? await verifyPassword(currentPassword, account.passwordHash)
        : false;
      if (!matches) {
        throw new HttpError(
          400,
          'WRONG_PASSWORD',
          'That is not your current password',
          'currentPassword',
        );
      }
      await app.accounts.changePassword(
        account.id,
        await hashPassword(newPassword),
        request.sessionId!,
      );
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/uploadprofilepic',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['account'],
        summary: 'Upload a new profile picture; it replaces the old one',
        description:
          'multipart/form-data with one file, picture: JPG, PNG or WebP by its bytes, at most 2 MB.',
        security,
        consumes: ['multipart/form-data'],
        body: uploadFormSchema,
        response: {
          200: accountSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // readPicture checks the form as it streams in.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request) => {
      const picture = await readPicture(request, PROFILE_PICTURE);
      const key = await app.storage.save(picture.bytes, picture.extension);
      let replaced: Awaited<ReturnType<typeof app.accounts.replaceAvatar>>;
      try {
        replaced = await app.accounts.replaceAvatar(request.customer.id, key);
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      // Only after the account points at the new picture: a failure before leaves the old one.
      if (replaced.previousKey) {
        await app.storage.remove(replaced.previousKey).catch((error: unknown) => {
          request.log.warn({ err: error }, 'Could not remove the old profile picture');
        });
      }
      return toAccount(replaced.user);
    },
  );
}

/** A profile picture, for any <img>: public, as an <img> sends no token. */
export async function avatarRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/avatars/:key',
    {
      schema: {
        tags: ['account'],
        summary:
          'A profile picture, by the name in Account.avatar (public: an <img> sends no token)',
        params: avatarParamsSchema,
        response: { 200: pictureResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Only a current profile picture is served, never any other stored file.
      if (!(await app.accounts.isAvatarKey(key))) throw pictureNotFound();
      const bytes = await app.storage.read(key);
      if (!bytes) throw pictureNotFound();
      return sendPicture(reply, key, bytes);
    },
  );
}
