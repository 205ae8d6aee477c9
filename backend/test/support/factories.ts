/**
 * Test data factories: each creates rows with unique names straight in the database, so tests never depend on
 * each other or on the demo seed. Reuse them in every feature test.
 *
 *   const { app, dataSource } = await createTestApp();
 *   const company = await createCompany(dataSource);                        // unique name
 *   const role = await createRole(dataSource, company.id, [PERMISSIONS.JOBS_READ]);
 *   const { user, password } = await createUser(dataSource, { companyId: company.id, roleId: role.id });
 *   const token = await login(app, user.username, password);               // POST /auth/login
 *   const auth = bearer(token);                                            // { authorization: 'Bearer ...' }
 *   const staff = await createCompanyWithDemoRoles(dataSource);            // Administrator..Worker users + tokens via signIn()
 *   const token2 = await signIn(app, dataSource, { permissions: [PERMISSIONS.JOBS_READ] }); // fresh company+role+user
 */
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { DEMO_ROLE_PERMISSIONS, WEB_CLIENT_KEY, type Permission } from '@groundwork/shared/domain';
import { Company } from '../../src/modules/companies/company.entity';
import { Role } from '../../src/modules/roles/role.entity';
import { User } from '../../src/modules/users/user.entity';
import { hashPassword as hashArgon2id } from '../../src/platform/auth/password';

let counter = 0;

/** A name unique across runs and workers, at most `max` characters (e.g. uniqueName('job', 9)). */
export function uniqueName(prefix: string, max = 24): string {
  counter += 1;
  const tail = `${process.pid.toString(36)}${counter.toString(36)}${randomBytes(3).toString('hex')}`;
  return `${prefix}${tail}`.slice(-max);
}

const hashes = new Map<string, Promise<string>>();
/** argon2id hash, computed once per password per test file. */
export function hashPassword(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashArgon2id(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createCompany(ds: DataSource, fields: Partial<Company> = {}): Promise<Company> {
  return ds.getRepository(Company).save({ name: uniqueName('Company '), description: null, logo: null, payrollHeader: null, ...fields });
}

export async function createRole(ds: DataSource, companyId: number, permissions: readonly string[], name = uniqueName('Role ')): Promise<Role> {
  return ds.getRepository(Role).save({ companyId, name, description: `${name} (test)`, permissions: [...permissions] });
}

export interface CreatedUser {
  user: User;
  password: string;
}

export async function createUser(
  ds: DataSource,
  fields: Partial<User> & { companyId: number; roleId: number },
  password = 'secret123',
): Promise<CreatedUser> {
  const username = fields.username ?? uniqueName('u', 24);
  const user = await ds.getRepository(User).save({
    name: uniqueName('User ', 30),
    employeeCode: uniqueName('E', 9),
    workClass: 'LABOUR',
    email: `${username}@example.test`,
    isActive: true,
    isOnPayroll: true,
    ...fields,
    username,
    password: await hashPassword(password),
  } as User);
  return { user, password };
}

/** POST /auth/login; answers the token or throws with the response. */
export async function login(app: NestFastifyApplication, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password, clientKey: WEB_CLIENT_KEY } });
  if (res.statusCode !== 200) throw new Error(`login ${username} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh company, a role with these permissions (and name), a user in it, signed in: the token. */
export async function signIn(
  app: NestFastifyApplication,
  ds: DataSource,
  options: { permissions: readonly Permission[]; roleName?: string; companyId?: number },
): Promise<{ token: string; user: User; companyId: number }> {
  const companyId = options.companyId ?? (await createCompany(ds)).id;
  const role = await createRole(ds, companyId, options.permissions, options.roleName);
  const { user, password } = await createUser(ds, { companyId, roleId: role.id });
  return { token: await login(app, user.username, password), user, companyId };
}

export type DemoRoleName = keyof typeof DEMO_ROLE_PERMISSIONS;
export const DEMO_ROLE_NAMES = Object.keys(DEMO_ROLE_PERMISSIONS) as DemoRoleName[];

/** A fresh company with the five demo roles (Administrator, Manager, Foreman, Payroll, Worker) and one user each. */
export async function createCompanyWithDemoRoles(
  ds: DataSource,
  fields: Partial<Company> = {},
): Promise<{ company: Company; users: Record<DemoRoleName, CreatedUser> }> {
  const company = await createCompany(ds, fields);
  const users = {} as Record<DemoRoleName, CreatedUser>;
  for (const name of DEMO_ROLE_NAMES) {
    const role = await createRole(ds, company.id, DEMO_ROLE_PERMISSIONS[name], name);
    users[name] = await createUser(ds, { companyId: company.id, roleId: role.id });
  }
  return { company, users };
}
