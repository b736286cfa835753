import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  projectServerMessages,
  serverMessages,
  setupMessages,
  type MachineTranslateSettings,
  type Project,
  type Session,
  type User,
} from '@tessera/contracts';
import { ApiClient, startServer, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
beforeAll(async () => {
  server = await startServer();
  [admin, pm] = await Promise.all([server.as('admin'), server.as('pm')]);
});
afterAll(() => server.close());

const path = '/api/setup/users';
const newUser = {
  userName: 'translator',
  password: 'long-enough-1',
  firstName: 'Tina',
  lastName: 'Translator',
  email: 'tina@tessera.example',
  role: 'LINGUIST',
  timezone: 'Europe/Berlin',
};

async function loginStatus(userName: string, password: string): Promise<number> {
  const reply = await server.anonymous().post('/api/auth/login', { userName, password });
  return reply.status;
}

describe('user setup', () => {
  it('lists every user of the organization, inactive ones too', async () => {
    const listed = await admin.get<User[]>(path);
    expect(listed.status).toBe(200);
    expect(listed.body.map((user) => [user.userName, user.role, user.active])).toEqual([
      ['admin', 'ADMIN', true],
      ['linguist', 'LINGUIST', true],
      ['linguist2', 'LINGUIST', true],
      ['pm', 'PROJECT_MANAGER', true],
    ]);
    expect(listed.body[0]).toEqual({
      id: expect.any(Number),
      userName: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
      name: 'Ada Admin',
      email: 'admin@tessera.example',
      role: 'ADMIN',
      timezone: 'UTC',
      active: true,
      disableProjectSharing: false,
      defaultMachineTranslateSettingsId: null,
      permissions: [
        'project:create',
        'project:editOther',
        'project:deleteOther',
        'projectTemplate:create',
        'projectTemplate:editOther',
      ],
    });
    expect(listed.text).not.toContain('password');
  });

  it('creates a user who can log in with the password', async () => {
    const created = await admin.post<User>(path, newUser);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      userName: 'translator',
      firstName: 'Tina',
      lastName: 'Translator',
      name: 'Tina Translator',
      email: 'tina@tessera.example',
      role: 'LINGUIST',
      timezone: 'Europe/Berlin',
      active: true,
      disableProjectSharing: false,
      defaultMachineTranslateSettingsId: null,
      permissions: [],
    });
    const session = await new ApiClient(server.url).login('translator', 'long-enough-1');
    expect(session.user.id).toBe(created.body.id);
    const bare = await admin.post<User>(path, {
      userName: 'bare',
      password: 'long-enough-1',
      role: 'PROJECT_MANAGER',
      permissions: ['project:create'],
    });
    expect(bare.body).toMatchObject({
      name: 'bare',
      timezone: null,
      permissions: ['project:create'],
    });
  });

  it('names each bad field and refuses a taken user name, even of another organization', async () => {
    const bad = await admin.post<ErrorReply>(path, {
      userName: ' ',
      password: 'short',
      email: 'nope',
      role: 'OWNER',
      timezone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'userName', message: 'The user name is required' },
      { field: 'password', message: 'The password must have at least 8 characters' },
      { field: 'email', message: 'The email is not valid' },
      { field: 'role', message: expect.stringContaining('ADMIN') },
      { field: 'timezone', message: 'Unknown timezone' },
    ]);
    const taken = await admin.post<ErrorReply>(path, { ...newUser, userName: 'pm' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { field: 'userName', message: serverMessages.userNameTaken },
    ]);
    await createTenant(server, 'Elsewhere');
    const foreign = await admin.post<ErrorReply>(path, { ...newUser, userName: 'elsewhere-pm' });
    expect(foreign.status).toBe(409);
  });

  it('changes names, email, timezone and sharing, and keeps what the body leaves out', async () => {
    const id = await userId(server, 'linguist2');
    const changed = await admin.put<User>(`${path}/${id}`, {
      firstName: 'Lina',
      email: 'lina@tessera.example',
      timezone: 'Asia/Tokyo',
      disableProjectSharing: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: 'Lina',
      lastName: 'Second',
      name: 'Lina Second',
      email: 'lina@tessera.example',
      timezone: 'Asia/Tokyo',
      disableProjectSharing: true,
    });
    const untouched = await admin.put<User>(`${path}/${id}`, {});
    expect(untouched.body).toEqual(changed.body);
    const cleared = await admin.put<User>(`${path}/${id}`, { timezone: '' });
    expect(cleared.body.timezone).toBeNull();
  });

  it('resets permissions to the role defaults on a role change or with null', async () => {
    const id = await userId(server, 'translator');
    const promoted = await admin.put<User>(`${path}/${id}`, { role: 'PROJECT_MANAGER' });
    expect(promoted.body.permissions).toEqual(['project:create', 'projectTemplate:create']);
    const custom = await admin.put<User>(`${path}/${id}`, {
      permissions: ['project:create', 'project:editOther'],
    });
    expect(custom.body.permissions).toEqual(['project:create', 'project:editOther']);
    const reset = await admin.put<User>(`${path}/${id}`, { permissions: null });
    expect(reset.body.permissions).toEqual(['project:create', 'projectTemplate:create']);
    const both = await admin.put<User>(`${path}/${id}`, {
      role: 'LINGUIST',
      permissions: ['project:create'],
    });
    expect(both.body).toMatchObject({ role: 'LINGUIST', permissions: ['project:create'] });
    const bad = await admin.put<ErrorReply>(`${path}/${id}`, { permissions: ['fly'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('permissions.0');
  });

  it('ends the sessions of a disabled user, who can no longer log in', async () => {
    const id = await userId(server, 'translator');
    const translator = new ApiClient(server.url);
    await translator.login('translator', 'long-enough-1');
    const disabled = await admin.put<User>(`${path}/${id}`, { active: false });
    expect(disabled.body.active).toBe(false);
    expect((await translator.get('/api/session')).status).toBe(401);
    expect(await loginStatus('translator', 'long-enough-1')).toBe(401);
    const listed = await admin.get<User[]>(path);
    expect(listed.body.find((user) => user.id === id)?.active).toBe(false);
    await admin.put(`${path}/${id}`, { active: true });
    expect(await loginStatus('translator', 'long-enough-1')).toBe(200);
  });

  it('resets a password, ending the user’s other sessions but not the admin’s own', async () => {
    const id = await userId(server, 'translator');
    const translator = new ApiClient(server.url);
    await translator.login('translator', 'long-enough-1');
    await admin.put(`${path}/${id}`, { password: 'brand-new-pass' });
    expect((await translator.get('/api/session')).status).toBe(401);
    expect(await loginStatus('translator', 'long-enough-1')).toBe(401);
    expect(await loginStatus('translator', 'brand-new-pass')).toBe(200);

    const me = await admin.get<{ user: { id: number } }>('/api/session');
    const elsewhere = await server.as('admin');
    await admin.put(`${path}/${me.body.user.id}`, { password: 'admin-new-pass' });
    expect((await admin.get('/api/session')).status).toBe(200);
    expect((await elsewhere.get('/api/session')).status).toBe(401);
    await admin.put(`${path}/${me.body.user.id}`, { password: 'tessera-test' });
    const short = await admin.put<ErrorReply>(`${path}/${id}`, { password: 'short' });
    expect(short.body.errors).toEqual([
      { field: 'password', message: 'The password must have at least 8 characters' },
    ]);
  });

  it('does not let an admin disable or demote themselves', async () => {
    const me = (await admin.get<{ user: { id: number } }>('/api/session')).body.user.id;
    const disable = await admin.put<ErrorReply>(`${path}/${me}`, { active: false });
    expect(disable.status).toBe(400);
    expect(disable.body.errors).toEqual([
      { field: 'active', message: setupMessages.cannotDisableSelf },
    ]);
    const demote = await admin.put<ErrorReply>(`${path}/${me}`, { role: 'PROJECT_MANAGER' });
    expect(demote.status).toBe(400);
    expect(demote.body.errors).toEqual([
      { field: 'role', message: setupMessages.cannotDemoteSelf },
    ]);
    const session = await admin.get<{ user: { role: string } }>('/api/session');
    expect(session.body.user.role).toBe('ADMIN');
  });

  it('deletes no user (they are disabled instead) and is for administrators only', async () => {
    const id = await userId(server, 'linguist');
    expect((await admin.delete(`${path}/${id}`)).status).toBe(404);
    expect((await pm.get(path)).status).toBe(403);
    expect((await pm.post(path, { ...newUser, userName: 'by-pm' })).status).toBe(403);
    expect((await pm.put(`${path}/${id}`, { firstName: 'Hacked' })).status).toBe(403);
    const linguist = (await admin.get<User[]>(path)).body.find((user) => user.id === id);
    expect(linguist?.firstName).toBe('Luis');
  });
});

describe('user lookup', () => {
  const lookup = '/web/api/v9/user/list';

  it('filters by repeated roles in the spec’s spelling', async () => {
    const owners = await pm.get<User[]>(
      `${lookup}?role=PROJECTMANAGER&role=ADMIN&pageSize=1000&extended=false`,
    );
    expect(owners.status).toBe(200);
    expect(owners.body.map((user) => user.userName)).toEqual(['admin', 'bare', 'pm']);
    const managers = await pm.get<User[]>(`${lookup}?role=PROJECT_MANAGER`);
    expect(managers.body.map((user) => user.userName)).toEqual(['bare', 'pm']);
    const all = await pm.get<User[]>(lookup);
    expect(all.body.map((user) => user.userName)).toEqual([
      'admin',
      'bare',
      'linguist',
      'linguist2',
      'pm',
      'translator',
    ]);
  });

  it('pages and leaves out disabled users', async () => {
    const second = await pm.get<User[]>(`${lookup}?role=LINGUIST&pageSize=1&page=1`);
    expect(second.body.map((user) => user.userName)).toEqual(['linguist2']);
    const id = await userId(server, 'linguist2');
    await admin.put(`${path}/${id}`, { active: false });
    const linguists = await pm.get<User[]>(`${lookup}?role=LINGUIST`);
    expect(linguists.body.map((user) => user.userName)).toEqual(['linguist', 'translator']);
    await admin.put(`${path}/${id}`, { active: true });
  });

  it('names each bad query field', async () => {
    const big = await pm.get<ErrorReply>(`${lookup}?pageSize=1001`);
    expect(big.status).toBe(400);
    expect(big.body.errors).toEqual([{ field: 'pageSize', message: setupMessages.pageSizeRange }]);
    const role = await pm.get<ErrorReply>(`${lookup}?role=OWNER`);
    expect(role.status).toBe(400);
    expect(role.body.errors?.[0]?.field).toBe('role');
    const page = await pm.get<ErrorReply>(`${lookup}?page=x`);
    expect(page.body.errors).toEqual([{ field: 'page', message: setupMessages.pageWhole }]);
    expect((await server.anonymous().get(lookup)).status).toBe(401);
  });

  it("starts a new project with the user's default MT settings, else the organization's", async () => {
    const engines = '/api/setup/machineTranslateSettings';
    const own = await admin.post<MachineTranslateSettings>(engines, {
      name: 'Own engine',
      type: 'LIBRETRANSLATE',
      baseUrl: 'https://mt.tessera.example',
    });
    expect(own.status, own.text).toBe(201);
    const project = async () =>
      (
        await pm.post<Project>('/api/project', {
          name: `MT ${Date.now()}`,
          sourceLocale: 'en',
          targetLocales: ['de'],
        })
      ).body.machineTranslateSettingsId;
    const organizationDefault = (
      await pm.get<MachineTranslateSettings[]>('/web/api/v9/machineTranslateSettings/list')
    ).body.find((engine) => engine.isDefault)?.id;
    expect(organizationDefault).toEqual(expect.any(Number));
    expect(await project()).toBe(organizationDefault);

    const pmId = await userId(server, 'pm');
    const chosen = await admin.put<User>(`${path}/${pmId}`, {
      defaultMachineTranslateSettingsId: own.body.id,
    });
    expect(chosen.body.defaultMachineTranslateSettingsId).toBe(own.body.id);
    const session = await pm.get<Session>('/api/session');
    expect(session.body.user.defaultMachineTranslateSettingsId).toBe(own.body.id);
    expect(await project()).toBe(own.body.id);

    const other = await createTenant(server, 'OtherMt');
    const foreign = await (
      await other.as('admin')
    ).post<MachineTranslateSettings>(engines, {
      name: 'Foreign engine',
      type: 'LIBRETRANSLATE',
      baseUrl: 'https://mt.other.example',
    });
    const refused = await admin.put<ErrorReply>(`${path}/${pmId}`, {
      defaultMachineTranslateSettingsId: foreign.body.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'defaultMachineTranslateSettingsId',
        message: format(projectServerMessages.unknownRecord, {
          what: 'machine translation settings',
        }),
      },
    ]);
    await admin.put(`${path}/${pmId}`, { defaultMachineTranslateSettingsId: null });
    expect(await project()).toBe(organizationDefault);
  });
});
