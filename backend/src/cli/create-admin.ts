/**
 * npm run create-admin -- --username admin2 --password 's3cret!' [--name 'Ada Admin'] [--email a@b.c] [--company 'Acme']
 * (or ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_NAME, ADMIN_EMAIL, ADMIN_COMPANY). Migrates first. Creates the company
 * when none exists (or when --company names a new one; without --company the first company is used), the role
 * Administrator with every permission in it when missing, and the user with that role.
 */
import { Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import { z } from 'zod';
import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, LIMITS, MESSAGES } from '@groundwork/shared/domain';
import { fieldErrors } from '@groundwork/shared/validation';
import { Company } from '../modules/companies/company.entity';
import { Role } from '../modules/roles/role.entity';
import { User } from '../modules/users/user.entity';
import { argument, runCli } from './run-cli';

const logger = new Logger('create-admin');
const argv = process.argv.slice(2);
const pick = (name: string, env: string) => argument(argv, name) ?? process.env[env];

const inputSchema = z.object({
  username: z.string({ error: MESSAGES.required }).trim().min(LIMITS.usernameMin, MESSAGES.minChars(LIMITS.usernameMin)).max(LIMITS.usernameMax, MESSAGES.maxChars(LIMITS.usernameMax)),
  password: z.string({ error: MESSAGES.required }).min(LIMITS.passwordMin, MESSAGES.minChars(LIMITS.passwordMin)).max(LIMITS.passwordMax, MESSAGES.maxChars(LIMITS.passwordMax)),
  name: z.string().trim().min(1).max(LIMITS.userName, MESSAGES.maxChars(LIMITS.userName)),
  email: z.email(MESSAGES.invalidEmail).nullable(),
  company: z.string().trim().min(1).max(100).nullable(),
});

const parsed = inputSchema.safeParse({
  username: pick('username', 'ADMIN_USERNAME'),
  password: pick('password', 'ADMIN_PASSWORD'),
  name: pick('name', 'ADMIN_NAME') ?? 'Administrator',
  email: pick('email', 'ADMIN_EMAIL') ?? null,
  company: pick('company', 'ADMIN_COMPANY') ?? null,
});
if (!parsed.success) {
  for (const [field, message] of Object.entries(fieldErrors(parsed.error))) logger.error(`--${field}: ${message}`);
  logger.error('Usage: npm run create-admin -- --username <5-24 chars> --password <6-24 chars> [--name] [--email] [--company]');
  process.exit(2);
}
const input = parsed.data;

runCli('create-admin', async ({ dataSource }) => {
  await dataSource.runMigrations({ transaction: 'all' });
  const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
  await dataSource.transaction(async (m) => {
    if (await m.getRepository(User).exists({ where: { username: input.username } })) {
      throw new Error(`The username "${input.username}" is taken`);
    }
    const companies = m.getRepository(Company);
    let company = input.company
      ? await companies.findOne({ where: { name: input.company } })
      : await companies.findOne({ where: {}, order: { id: 'ASC' } });
    if (!company) {
      company = await companies.save(companies.create({ name: input.company ?? 'My Company', description: null, logo: null, payrollHeader: null }));
      logger.log(`Created company "${company.name}"`);
    }
    const roles = m.getRepository(Role);
    let role = await roles.findOne({ where: { companyId: company.id, name: ADMINISTRATOR_ROLE } });
    if (!role) {
      role = await roles.save(roles.create({ companyId: company.id, name: ADMINISTRATOR_ROLE, description: 'Every permission', permissions: [...ALL_PERMISSIONS] }));
      logger.log(`Created role ${ADMINISTRATOR_ROLE} in "${company.name}"`);
    }
    const taken = new Set<string>((await m.getRepository(User).find({ where: { companyId: company.id }, select: { employeeCode: true } })).map((u) => u.employeeCode));
    let employeeCode = 'ADMIN';
    for (let n = 2; taken.has(employeeCode); n += 1) employeeCode = `ADMIN${n}`;
    await m.getRepository(User).save(m.getRepository(User).create({
      companyId: company.id, roleId: role.id, username: input.username, password: passwordHash, name: input.name,
      email: input.email, employeeCode, workClass: 'ADMIN', isActive: true, isOnPayroll: false,
    }));
    logger.log(`Created administrator "${input.username}" in "${company.name}"`);
  });
});
