// Integration tests talk to a real database (argon2 hashing, migrations, seeds) on shared CPUs: allow 30 s a test.
jest.setTimeout(30_000);
