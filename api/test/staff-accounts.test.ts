import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auditLog, sessions, staffInvitations, users } from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { as, build, type TestApp } from './helper';
import { signIn as staffSignIn } from './staff-sign-in';

const PASSWORD = 'a staff password';
let api: TestApp;
let app: FastifyInstance;
let owner: string;
let manager: string;
let ownerId: string;
let mobileCount = 0;

const signIn = (identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

/** A session for `account`, through the second step where their role has one. */
const tokenOf = (account: { email: string; password: string }) =>
  staffSignIn(app, account.email, account.password);

const operator = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/operator${url}`, headers: as(token), payload });

const invite = (token: string, email: string, role: string) =>
  operator(token, 'POST', '/staff/invitations', { email, role });

/** The token in the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/dev/email-outbox?to=${encodeURIComponent(email)}`,
  });
  const body = (outbox.json().items as Array<{ body: string }>)[0]!.body;
  const link = /http\S+\/staff-invite\?token=\S+/.exec(body)![0];
  return new URL(link).searchParams.get('token')!;
}

const nextMobile = () => `+4474220${String(10000 + (mobileCount += 1)).slice(-5)}`;

const accept = (token: string, details: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/staff-invitations/accept',
    payload: { token, name: 'Nia New', mobile: nextMobile(), password: PASSWORD, ...details },
  });

/** Invites `email` as `role`, accepts, signs in: the new member's id and session token. */
async function join(email: string, role: string, by = owner) {
  expect((await invite(by, email, role)).statusCode).toBe(201);
  const created = await accept(await invitationToken(email), { name: `Staff ${email}` });
  expect(created.statusCode).toBe(201);
  const session = await tokenOf({ email, password: PASSWORD });
  return { id: created.json().id as string, token: session.token };
}

const auditOf = (action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action}`)
    .orderBy(sql`${auditLog.id} desc`);

beforeAll(async () => {
  api = await build();
  app = api.app;
  const signedIn = await tokenOf(SEED_ACCOUNTS.operator);
  owner = signedIn.token;
  ownerId = signedIn.user.id;
  manager = (await tokenOf(SEED_ACCOUNTS.manager)).token;
});
afterAll(() => api.close());

describe('inviting staff', () => {
  it('e-mails a link that makes an account with the role, which then signs in', async () => {
    const invited = await invite(manager, 'Pia.Picker@Example.test', 'picker');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'pia.picker@example.test', role: 'picker' });
    const token = await invitationToken('pia.picker@example.test');

    // Only the token's hash is kept.
    const stored = await app.db.select().from(staffInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await app.inject({ url: `/api/auth/staff-invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email: 'pia.picker@example.test',
      role: 'picker',
      storeName: expect.any(String),
    });

    const listed = await operator(manager, 'GET', '/staff');
    expect(listed.json().invitations).toEqual([
      expect.objectContaining({ email: 'pia.picker@example.test', role: 'picker', expired: false }),
    ]);

    const created = await accept(token, { name: 'Pia Picker' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'pia.picker@example.test',
      role: 'operator',
      staffRole: 'picker',
    });
    expect(created.json()).not.toHaveProperty('token');

    const session = await signIn('pia.picker@example.test', PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.staffRole).toBe('picker');
    // A picker sees orders but not the staff.
    const picker = session.json().token as string;
    expect((await operator(picker, 'GET', '/orders')).statusCode).toBe(200);
    expect((await operator(picker, 'GET', '/staff')).statusCode).toBe(403);

    // The link works once.
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({ code: 'INVITATION_USED', field: 'token' });
    expect((await app.inject({ url: `/api/auth/staff-invitations/${token}` })).statusCode).toBe(
      410,
    );

    const staff = (await operator(owner, 'GET', '/staff')).json();
    expect(staff.invitations).toEqual([]);
    expect(staff.members).toContainEqual(
      expect.objectContaining({
        name: 'Pia Picker',
        role: 'picker',
        deactivatedAt: null,
        lastSignInAt: expect.any(String),
      }),
    );

    const [joined] = await auditOf('staff.joined');
    expect(joined).toMatchObject({
      operatorRole: 'picker',
      summary: 'Pia Picker joined as Picker',
      after: { email: 'pia.picker@example.test', role: 'picker' },
    });
    const [invitedEntry] = await auditOf('staff.invited');
    expect(invitedEntry).toMatchObject({
      operatorRole: 'manager',
      summary: 'Invited pia.picker@example.test as Picker',
    });
  });

  it('refuses an address that has an account, and an owner invited by a manager', async () => {
    const taken = await invite(owner, SEED_ACCOUNTS.customer.email, 'driver');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EMAIL_HAS_ACCOUNT', field: 'email' });

    const ownerByManager = await invite(manager, 'new.owner@example.test', 'owner');
    expect(ownerByManager.statusCode).toBe(403);
    expect(ownerByManager.json().error).toMatchObject({ code: 'OWNER_ONLY', field: 'role' });
    expect(
      await app.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.email, 'new.owner@example.test')),
    ).toEqual([]);
  });

  it.each([
    [{ email: 'not an address', role: 'picker' }, 'email'],
    [{ email: 'x@example.test', role: 'cashier' }, 'role'],
    [{ email: 'x@example.test' }, 'role'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (payload, field) => {
    const before = await app.db.select().from(staffInvitations);
    const response = await operator(owner, 'POST', '/staff/invitations', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await app.db.select().from(staffInvitations)).toEqual(before);
  });

  it('a new invitation replaces the older link; a revoked one stops working', async () => {
    await invite(owner, 'twice@example.test', 'driver');
    const first = await invitationToken('twice@example.test');
    await invite(owner, 'twice@example.test', 'catalogue');
    const second = await invitationToken('twice@example.test');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);
    const open = (await operator(owner, 'GET', '/staff')).json().invitations;
    const mine = open.filter((item: { email: string }) => item.email === 'twice@example.test');
    expect(mine).toEqual([expect.objectContaining({ role: 'catalogue' })]);

    const revoked = await operator(owner, 'DELETE', `/staff/invitations/${mine[0].id}`);
    expect(revoked.statusCode).toBe(204);
    const used = await accept(second);
    expect(used.statusCode).toBe(410);
    expect(used.json().error.code).toBe('INVITATION_USED');
    expect((await operator(owner, 'DELETE', `/staff/invitations/${mine[0].id}`)).statusCode).toBe(
      404,
    );
    const [entry] = await auditOf('staff.invitation_revoked');
    expect(entry).toMatchObject({
      summary: 'Revoked the invitation to twice@example.test (Catalogue)',
      before: { email: 'twice@example.test', role: 'catalogue' },
    });
  });

  it('two invitations to one address at once leave one open invitation', async () => {
    const answers = await Promise.all([
      invite(owner, 'both@example.test', 'driver'),
      invite(manager, 'both@example.test', 'picker'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const open = await app.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'both@example.test'));
    expect(open).toHaveLength(1);
    // Of the two links e-mailed, only the one that won still works.
    const outbox = await app.inject({ url: '/api/dev/email-outbox?to=both%40example.test' });
    const tokens = (outbox.json().items as Array<{ body: string }>).map(({ body }) =>
      new URL(/http\S+\/staff-invite\?token=\S+/.exec(body)![0]).searchParams.get('token')!,
    );
    expect(tokens).toHaveLength(2);
    const previews = await Promise.all(
      tokens.map((token) => app.inject({ url: `/api/auth/staff-invitations/${token}` })),
    );
    expect(previews.map((preview) => preview.statusCode).sort()).toEqual([200, 404]);
  });

  it('a link expires after 72 hours', async () => {
    await invite(owner, 'late@example.test', 'driver');
    const token = await invitationToken('late@example.test');
    const [row] = await app.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'late@example.test'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 60 * 60 * 1000);
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, row!.id));
    const preview = await app.inject({ url: `/api/auth/staff-invitations/${token}` });
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error.code).toBe('INVITATION_EXPIRED');
    expect((await accept(token)).statusCode).toBe(410);
    const listed = (await operator(owner, 'GET', '/staff')).json().invitations;
    expect(listed).toContainEqual(
      expect.objectContaining({ email: 'late@example.test', expired: true }),
    );
  });

  it('an unknown link is a 404', async () => {
    const response = await app.inject({ url: '/api/auth/staff-invitations/no-such-token' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('INVITATION_NOT_FOUND');
  });

  it('refuses bad details with a 400 naming the field, and the link still works', async () => {
    await invite(owner, 'careful@example.test', 'driver');
    const token = await invitationToken('careful@example.test');
    const countUsers = async () => (await app.db.select({ id: users.id }).from(users)).length;
    const before = await countUsers();
    for (const [details, field] of [
      [{ mobile: '12' }, 'mobile'],
      [{ password: 'short' }, 'password'],
      [{ name: '' }, 'name'],
    ] as const) {
      const response = await accept(token, details);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const mobileTaken = await accept(token, { mobile: SEED_ACCOUNTS.customer.mobile });
    expect(mobileTaken.statusCode).toBe(409);
    expect(mobileTaken.json().error).toMatchObject({
      code: 'ACCOUNT_UNAVAILABLE',
      field: 'mobile',
    });
    expect(await countUsers()).toBe(before);
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('of two accepting the same link at once, exactly one makes an account', async () => {
    await invite(owner, 'racer@example.test', 'driver');
    const token = await invitationToken('racer@example.test');
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410, 410]);
    const made = await app.db.select().from(users).where(eq(users.email, 'racer@example.test'));
    expect(made).toHaveLength(1);
  });
});

describe('an invitation e-mail that cannot be sent', () => {
  it('answers 503, leaves no invitation, and the audit log says it was taken back', async () => {
    // Nothing listens on port 9: every e-mail fails.
    const failing = await build({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const [seededOwner] = await failing.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, SEED_ACCOUNTS.operator.email));
      const token = await failing.app.accounts.startSession(seededOwner!.id);
      const answer = await failing.app.inject({
        method: 'POST',
        url: '/api/operator/staff/invitations',
        headers: as(token),
        payload: { email: 'unreachable@example.test', role: 'picker' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.code).toBe('EMAIL_NOT_SENT');
      expect(
        await failing.app.db
          .select()
          .from(staffInvitations)
          .where(eq(staffInvitations.email, 'unreachable@example.test')),
      ).toEqual([]);
      const entries = await failing.app.db
        .select({ action: auditLog.action, summary: auditLog.summary })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'staff_invitation'))
        .orderBy(auditLog.createdAt);
      expect(entries.map((entry) => entry.action)).toEqual([
        'staff.invited',
        'staff.invitation_revoked',
      ]);
      expect(entries[1]!.summary).toContain('was not sent');
    } finally {
      await failing.close();
    }
  });
});

describe('changing staff', () => {
  it('changes a role, and the audit names the person with the old and new role', async () => {
    const member = await join('cato2@example.test', 'catalogue', manager);
    const changed = await operator(manager, 'PATCH', `/staff/${member.id}`, { role: 'picker' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: member.id, role: 'picker' });
    // The session reads the role afresh: discount codes are closed to them now.
    expect((await operator(member.token, 'GET', '/discount-codes')).statusCode).toBe(403);
    const [entry] = await auditOf('staff.role_changed');
    expect(entry).toMatchObject({
      entityId: member.id,
      operatorRole: 'manager',
      summary: 'Staff cato2@example.test: Catalogue → Picker',
      before: { role: 'catalogue' },
      after: { role: 'picker' },
    });

    const bad = await operator(manager, 'PATCH', `/staff/${member.id}`, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('role');
    const notStaff = await operator(manager, 'PATCH', `/staff/not-an-id`, { role: 'picker' });
    expect(notStaff.json().error.field).toBe('userId');
  });

  it('deactivation ends an open session at once and refuses sign-in; reactivation restores it', async () => {
    const member = await join('dee@example.test', 'driver');
    expect((await operator(member.token, 'GET', '/orders')).statusCode).toBe(200);

    const off = await operator(manager, 'POST', `/staff/${member.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().deactivatedAt).toEqual(expect.any(String));
    expect((await operator(member.token, 'GET', '/orders')).statusCode).toBe(401);
    const refused = await signIn('dee@example.test', PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');
    const live = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.id), sql`${sessions.revokedAt} is null`));
    expect(live).toEqual([]);

    const on = await operator(manager, 'POST', `/staff/${member.id}/reactivate`);
    expect(on.statusCode).toBe(200);
    expect(on.json().deactivatedAt).toBeNull();
    expect((await signIn('dee@example.test', PASSWORD)).statusCode).toBe(200);
    const [deactivated] = await auditOf('staff.deactivated');
    expect(deactivated).toMatchObject({
      entityId: member.id,
      summary: 'Deactivated Staff dee@example.test (Driver)',
      before: { role: 'driver', active: true },
      after: { role: 'driver', active: false },
    });
    expect((await auditOf('staff.reactivated'))[0]).toMatchObject({ entityId: member.id });
  });

  it('nobody deactivates themselves', async () => {
    const response = await operator(owner, 'POST', `/staff/${ownerId}/deactivate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('OWN_ACCOUNT');
  });

  it('only an owner touches an owner or makes one', async () => {
    const member = await join('climber@example.test', 'catalogue');
    for (const [url, payload] of [
      [`/staff/${ownerId}`, { role: 'picker' }],
      [`/staff/${member.id}`, { role: 'owner' }],
    ] as const) {
      const response = await operator(manager, 'PATCH', url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('OWNER_ONLY');
    }
    const deactivate = await operator(manager, 'POST', `/staff/${ownerId}/deactivate`);
    expect(deactivate.json().error.code).toBe('OWNER_ONLY');
    const promoted = await operator(owner, 'PATCH', `/staff/${member.id}`, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ role: 'owner' });
    const back = await operator(member.token, 'PATCH', `/staff/${member.id}`, { role: 'manager' });
    expect(back.json()).toMatchObject({ role: 'manager' });
  });

  describe('the last active owner', () => {
    let second: { id: string; token: string };
    const activeOwners = () =>
      app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.staffRole, 'owner'), sql`${users.deactivatedAt} is null`));
    const demote = (token: string, userId: string) =>
      operator(token, 'PATCH', `/staff/${userId}`, { role: 'manager' });

    beforeAll(async () => {
      second = await join('second.owner@example.test', 'manager');
    });
    beforeEach(async () => {
      expect(
        (await operator(owner, 'PATCH', `/staff/${second.id}`, { role: 'owner' })).statusCode,
      ).toBe(200);
    });
    /** Leaves the seeded owner as the only one, for the tests after. */
    afterEach(async () => {
      const [left] = await activeOwners();
      if (left!.id !== ownerId) {
        await operator(second.token, 'PATCH', `/staff/${ownerId}`, { role: 'owner' });
      }
      await demote(owner, second.id);
      expect(await activeOwners()).toEqual([{ id: ownerId }]);
    });

    async function expectOneOwnerAfter(answers: LightMyRequestResponse[]) {
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(['LAST_OWNER', 'OWNER_ONLY']).toContain(refused.json().error.code);
      }
      const owners = await activeOwners();
      expect(owners).toHaveLength(1);
      // Whoever is left cannot step down either.
      const left = owners[0]!.id;
      const alone = await demote(left === ownerId ? owner : second.token, left);
      expect(alone.statusCode).toBe(409);
      expect(alone.json().error.code).toBe('LAST_OWNER');
    }

    it('two owners demoting each other at once leave one', async () => {
      await expectOneOwnerAfter(
        await Promise.all([demote(owner, second.id), demote(second.token, ownerId)]),
      );
    });

    it('an owner demoting the other and themselves at once leaves one', async () => {
      await expectOneOwnerAfter(
        await Promise.all([demote(owner, second.id), demote(owner, ownerId)]),
      );
    });

    it('deactivating the other owner while they demote you leaves one', async () => {
      const answers = await Promise.all([
        operator(owner, 'POST', `/staff/${second.id}/deactivate`),
        demote(second.token, ownerId),
      ]);
      await expectOneOwnerAfter(answers);
      await operator(owner, 'POST', `/staff/${second.id}/reactivate`);
      await operator(second.token, 'POST', `/staff/${ownerId}/reactivate`);
    });
  });

  it('a deactivated owner does not count: the last active owner cannot delete their account', async () => {
    const spare = await join('spare.owner@example.test', 'manager');
    await operator(owner, 'PATCH', `/staff/${spare.id}`, { role: 'owner' });
    const deactivated = await operator(owner, 'POST', `/staff/${spare.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    // The two owners above were demoted or deactivated: only the seeded owner is active.
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: as(owner),
      payload: { password: SEED_ACCOUNTS.operator.password },
    });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().error.code).toBe('LAST_OWNER');
  });
});
