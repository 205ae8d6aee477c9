/**
 * npm run create-admin -- --username admin2 --password 's3cret!' [--name 'Ada Admin'] [--email a@b.c] [--company 'Acme']
 * (or ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_NAME, ADMIN_EMAIL, ADMIN_COMPANY). Migrates first. Creates the company
 * when none exists (or when --company names a new one; without --company the first company is used), the role
 * Administrator with every permission in it when missing, and the user with that role.
 */
import { Logger } from '@nestjs/common';
import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, LIMITS } from '@groundwork/shared/domain';
import { companySchema, fieldErrors, userCreateSchema } from '@groundwork/shared/validation';
import { Company } from '../modules/companies/company.entity';
import { Role } from '../modules/roles/role.entity';
import { User } from '../modules/users/user.entity';
import { hashPassword } from '../platform/auth/password';
import { argument, runCli } from './run-cli';

const logger = new Logger('create-admin');
const argv = process.argv.slice(2);
const pick = (name: string, env: string) => argument(argv, name) ?? process.env[env];

/** The user form's own rules (shared/validation) for the fields the command takes. */
const inputSchema = userCreateSchema.pick({ username: true, password: true, name: true }).extend({
  email: userCreateSchema.shape.email.nullable(),
  company: companySchema.shape.name.nullable(),
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
  logger.error(`Usage: npm run create-admin -- --username <${LIMITS.usernameMin}-${LIMITS.usernameMax} chars> --password <${LIMITS.passwordMin}-${LIMITS.passwordMax} chars> [--name] [--email] [--company]`);
  process.exit(2);
}
const input = parsed.data;

runCli('create-admin', async ({ dataSource }) => {
  await dataSource.runMigrations({ transaction: 'all' });
  const passwordHash = await hashPassword(input.password);
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
    // Employee codes are unique per company whatever their case (uq_user_company_lower_employee_code).
    const users = await m.getRepository(User).find({ where: { companyId: company.id }, select: { employeeCode: true } });
    const taken = new Set(users.map((u) => u.employeeCode.toLowerCase()));
    let employeeCode = 'ADMIN';
    for (let n = 2; taken.has(employeeCode.toLowerCase()); n += 1) employeeCode = `ADMIN${n}`;
    await m.getRepository(User).save(m.getRepository(User).create({
      companyId: company.id, roleId: role.id, username: input.username, password: passwordHash, name: input.name,
      email: input.email, employeeCode, workClass: 'ADMIN', isActive: true, isOnPayroll: false,
    }));
    logger.log(`Created administrator "${input.username}" in "${company.name}"`);
  });
});
