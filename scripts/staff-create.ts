// Creates a staff account, or updates the one with that e-mail address (new password, role
// and name; active again; signed out everywhere). Prints the account id.
// Usage: npm run staff:create -- --email E --password P --role admin|editor --first-name F --last-name L
// Honours DATA_DIR and DATABASE_URL like the server. Exit codes: 0 done, 1 could not run
// (configuration, database held by a running server, database error), 2 bad arguments.
import { z } from 'zod/mini';
import { passwordField } from '../src/shared/contracts/auth';
import { emailField, firstNameField, lastNameField } from '../src/shared/contracts/fields';
import { staffRoles } from '../src/shared/domain-values';
import { assessPassword, weakPasswordMessage } from '../src/shared/password-strength';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { upsertStaffMember, type StaffMemberInput } from '../src/server/modules/staff-auth/service';
import { inputOrExitCode, parseCommandLine, UsageError } from './lib/command-line';
import { runCommand } from './lib/run-command';

const USAGE =
  'Usage: npm run staff:create -- --email E --password P --role admin|editor --first-name F --last-name L';

const argumentsSchema = z.object({
  email: emailField,
  password: passwordField,
  role: z.enum(staffRoles, { error: `must be one of ${staffRoles.join(', ')}.` }),
  firstName: firstNameField,
  lastName: lastNameField,
});

const optionNames: Record<string, string> = {
  email: '--email',
  password: '--password',
  role: '--role',
  firstName: '--first-name',
  lastName: '--last-name',
};

function parseArguments(argv: string[]): StaffMemberInput | 'help' {
  const { values } = parseCommandLine({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';

  const given = {
    email: values.email,
    password: values.password,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([key]) => optionNames[key]);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(', ')}.`);

  const parsed = argumentsSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const option = optionNames[String(issue.path[0])] ?? 'an argument';
    throw new UsageError(`${option}: ${issue.message}`);
  }
  // The same strength rule as every password form (shared/password-strength.ts).
  const { email, firstName, lastName, password } = parsed.data;
  const assessment = assessPassword(password, [email, firstName, lastName]);
  if (!assessment.strongEnough) {
    throw new UsageError(`--password: ${weakPasswordMessage(assessment)}`);
  }
  return parsed.data;
}

async function main(argv: string[]): Promise<number> {
  const input = inputOrExitCode('staff:create', USAGE, () => parseArguments(argv));
  if (typeof input === 'number') return input;

  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const id = await upsertStaffMember(database.db, input);
    console.log(id);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('staff:create', () => main(process.argv.slice(2)), {
  failure: 'could not create the staff account',
});
