import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../src/db/schema';
import { categoryId } from './catalogue-helpers';
import { build, buildPeer, registerCustomer, type TestApp } from './helper';
import { operatorToken } from './money-helpers';
import { JPEG, multipart, PDF, PNG, type FormPart } from './multipart';
import { startS3, useS3rverCredentials, type RunningS3 } from './s3-server';

// Uploads through real HTTP on each storage: local disk (the default) and a real
// S3-compatible server. On PostgreSQL a second instance on the same database
// reads what the first stored, as behind a load balancer.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s3: RunningS3;
let restoreCredentials: () => void;
beforeAll(async () => {
  restoreCredentials = useS3rverCredentials();
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  restoreCredentials();
});

const storages: [string, () => Record<string, string>, { sharedWithPeers: boolean }][] = [
  // Each test instance gets its own temporary uploads folder, as separate machines would.
  ['local disk', () => ({}), { sharedWithPeers: false }],
  [
    'S3 (s3rver)',
    () => ({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }),
    { sharedWithPeers: true },
  ],
];

/** The app listening on a free port of 127.0.0.1; answers its base URL. */
async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
}

const get = (base: string, path: string, token?: string) =>
  fetch(`${base}${path}`, { headers: token ? { authKey: token } : {} });

async function send(
  base: string,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  parts: FormPart[],
) {
  const form = multipart(parts);
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...form.headers, authKey: token },
    body: form.payload,
  });
  const body = await json(response);
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const file = (name: string, data: Buffer, filename: string, contentType: string): FormPart => ({
  name,
  data,
  filename,
  contentType,
});

/** A JSON answer's fields, as far as these tests look at them. */
interface Json {
  id: string;
  avatar: string;
  image: string;
  error: Record<string, string>;
}
const json = async (response: Response) => (await response.json()) as Json;

/** Bytes that read back from a response, for comparing with what was sent. */
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.each(storages)('uploads on %s', (_name, storageEnv, { sharedWithPeers }) => {
  let api: TestApp;
  let base: string;
  let operator: string;
  let bakery: number;
  beforeAll(async () => {
    api = await build(storageEnv());
    base = await serve(api.app);
    operator = await operatorToken(api.app);
    bakery = await categoryId(api.app, 'bakery');
  });
  afterAll(() => api.close());

  /**
   * A customer's profile picture (PNG) and passport (PDF), and a product's
   * picture (JPEG) from the operator: what was sent, where each is read, and
   * the storage key behind it.
   */
  async function uploadAll() {
    const customer = await registerCustomer(api.app);
    const account = await send(base, 'POST', '/uploadprofilepic', customer.token, [
      file('picture', PNG, 'me.png', 'image/png'),
    ]);

    const created = await fetch(`${base}/operator/products`, {
      method: 'POST',
      headers: { authKey: operator, 'content-type': 'application/json' },
      body: JSON.stringify({
        sku: `S3-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        name: 'A loaf in a bucket',
        description: 'Pictured wherever uploads are kept.',
        categoryId: bakery,
        priceMinor: 250,
        vatRateBasisPoints: 0,
        unit: 'each',
        published: true,
        featured: false,
      }),
    });
    expect(created.status).toBe(201);
    const product = await send(
      base,
      'PUT',
      `/operator/products/${(await json(created)).id}/image`,
      operator,
      [file('image', JPEG, 'loaf.jpg', 'image/jpeg')],
    );

    const document = await send(base, 'POST', '/uploaddocument', customer.token, [
      { name: 'documentType', value: 'passport' },
      file('front', PDF, 'passport.pdf', 'application/pdf'),
    ]);
    const [row] = await api.app.db
      .select({ key: documents.frontKey })
      .from(documents)
      .where(eq(documents.id, document.id));

    return {
      token: customer.token,
      avatar: {
        path: `/${account.avatar}`,
        sent: PNG,
        key: account.avatar.slice('avatars/'.length),
      },
      productImage: {
        path: `/images/${product.image}`,
        sent: JPEG,
        key: product.image.slice('uploads/'.length),
      },
      documentFile: {
        path: `/documents/${document.id}/files/front`,
        sent: PDF,
        key: row!.key,
      },
    };
  }

  it('serves a profile picture, a product picture and a document file as they were uploaded', async () => {
    const { token, avatar, productImage, documentFile } = await uploadAll();

    const avatarResponse = await get(base, avatar.path);
    expect(avatarResponse.status).toBe(200);
    expect(avatarResponse.headers.get('content-type')).toBe('image/png');
    expect(await bytesOf(avatarResponse)).toEqual(avatar.sent);

    const imageResponse = await get(base, productImage.path);
    expect(imageResponse.status).toBe(200);
    expect(imageResponse.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(imageResponse)).toEqual(productImage.sent);

    const documentResponse = await get(base, documentFile.path, token);
    expect(documentResponse.status).toBe(200);
    expect(documentResponse.headers.get('content-type')).toBe('application/pdf');
    expect(await bytesOf(documentResponse)).toEqual(documentFile.sent);
  });

  it('answers 404 naming what is missing when the file behind a stored key is gone', async () => {
    const { token, avatar, productImage, documentFile } = await uploadAll();
    for (const { key } of [avatar, productImage, documentFile]) {
      await api.app.storage.remove(key);
    }

    const cases = [
      {
        response: await get(base, avatar.path),
        field: 'key',
        message: 'That picture was not found.',
      },
      {
        response: await get(base, productImage.path),
        field: 'key',
        message: 'That picture was not found.',
      },
      {
        response: await get(base, documentFile.path, token),
        field: 'side',
        message: 'That side of the document was not found.',
      },
    ];
    for (const { response, field, message } of cases) {
      expect(response.status).toBe(404);
      expect((await json(response)).error).toMatchObject({ code: 'NOT_FOUND', field, message });
    }
  });

  if (onPostgres) {
    it(
      sharedWithPeers
        ? 'reads on a second instance what was uploaded on the first'
        : 'answers 404, not 500, on a second instance that has its own folder',
      async () => {
        const { token, avatar, productImage, documentFile } = await uploadAll();
        const peer = await buildPeer(api, storageEnv());
        try {
          const peerBase = await serve(peer);
          for (const { path, sent, needsToken } of [
            { ...avatar, needsToken: false },
            { ...productImage, needsToken: false },
            { ...documentFile, needsToken: true },
          ]) {
            const response = await get(peerBase, path, needsToken ? token : undefined);
            if (sharedWithPeers) {
              expect(response.status).toBe(200);
              expect(await bytesOf(response)).toEqual(sent);
            } else {
              expect(response.status).toBe(404);
              expect((await json(response)).error.code).toBe('NOT_FOUND');
            }
          }
        } finally {
          await peer.close();
        }
      },
    );
  }
});
