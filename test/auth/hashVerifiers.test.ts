import { createHash, randomBytes } from 'node:crypto';
import test from 'ava';
import {
  HashVerifierRegistry, PasswordHasher, WORDPRESS_HASH_VERIFIERS, blake2b, checkPassword, defaultHashVerifiers,
  wordpressFastHash, wordpressPreHash,
} from '../../src/auth/index';
import { createApp } from '../../src/index';

const hasher = new PasswordHasher({ N: 1024 });

// Real hashes: phpass's own test vectors, PHP's password_hash documentation example, and the
// WordPress 7.1 fixture's admin password and application password.
const VECTORS = [
  { format: 'phpass', password: 'test12345', hash: '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0' },
  { format: 'phpass', password: 'ąćęłóńśźż', hash: '$P$ByXWbzDvVAJ0jxvNp5sv4xYPIRXJJ1.' },
  { format: 'bcrypt', password: 'rasmuslerdorf', hash: '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a' },
  { format: 'wordpress-bcrypt', password: 'anchor-admin-pass', hash: '$wp$2y$10$gS/3DOGOkZAl.zmvHy2rpOoCg4jV.eNQRX1Jr0hGlpcN.cnu3VWfK' },
  { format: 'wordpress-fast-hash', password: 'Anch0rAppPassw0rdF1xed24', hash: '$generic$ckyLZwtZ2QXCWj0gjLUrud2imxkorf_T5lFsefaT' },
  { format: 'md5', password: 'password', hash: '5f4dcc3b5aa765d61d8327deb882cf99' },
] as const;

for (const { format, password, hash } of VECTORS) {
  test(`${format}: ${hash.slice(0, 12)}… verifies its password, refuses others, asks for a rehash`, async (t) => {
    t.is(defaultHashVerifiers.find(hash)?.name, format);
    t.deepEqual(await checkPassword(hasher, password, hash), { valid: true, needsRehash: true });
    t.deepEqual(await checkPassword(hasher, `${password}x`, hash), { valid: false, needsRehash: false });
    t.deepEqual(await checkPassword(hasher, password.slice(1), hash), { valid: false, needsRehash: false });
  });
}

test('our own scrypt hashes come first and need no rehash; empty or unknown hashes never match', async (t) => {
  const ours = await hasher.hash('secret');
  t.deepEqual(await checkPassword(hasher, 'secret', ours), { valid: true, needsRehash: false });
  t.deepEqual(await checkPassword(hasher, 'secret', ''), { valid: false, needsRehash: false });
  t.deepEqual(await checkPassword(hasher, 'secret', '$argon2id$v=19$m=65536,t=4,p=1$abc$def'), { valid: false, needsRehash: false });
  t.deepEqual(await checkPassword(hasher, 'secret', '$P$9short'), { valid: false, needsRehash: false });
});

test('WordPress 6.8 pre-hash is base64 HMAC-SHA384 keyed wp-sha384 (64 characters, so bcrypt sees it whole)', (t) => {
  t.is(wordpressPreHash('anchor-admin-pass').length, 64);
  t.not(wordpressPreHash('a'), wordpressPreHash('b'));
});

test('BLAKE2b: RFC 7693 "abc" vector, matches Node across block boundaries, keyed output as libsodium', (t) => {
  t.is(
    blake2b(Buffer.from('abc')).toString('hex'),
    'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  );
  for (const size of [0, 1, 127, 128, 129, 256, 300]) {
    const data = randomBytes(size);
    t.is(blake2b(data).toString('hex'), createHash('blake2b512').update(data).digest('hex'), `size ${size}`);
  }
  t.is(wordpressFastHash('Anch0rAppPassw0rdF1xed24'), '$generic$ckyLZwtZ2QXCWj0gjLUrud2imxkorf_T5lFsefaT');
});

test('a registry takes extra formats; one with a known name replaces it', async (t) => {
  const registry = new HashVerifierRegistry(WORDPRESS_HASH_VERIFIERS);
  registry.register({ name: 'md5', recognizes: (s) => s.startsWith('$plain$'), verify: async (p, s) => s === `$plain$${p}` });
  t.is(registry.find('5f4dcc3b5aa765d61d8327deb882cf99'), undefined);
  t.deepEqual(await registry.check(hasher, 'pw', '$plain$pw'), { valid: true, needsRehash: true });
});

test('login with an imported WordPress hash succeeds, rehashes to scrypt, and the new hash keeps working', async (t) => {
  const app = await createApp({ database: ':memory:', secret: 'test-secret' });
  try {
    const user = await app.users.create({ username: 'ada', email: 'ada@example.com', password: 'unused', roles: ['editor'] });
    await app.storage.users.update(user.id, { user_pass: '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0' });
    const failed = await app.users.login('ada', 'test12346').catch((error: unknown) => error);
    t.true(failed instanceof Error);
    t.is((await app.storage.users.getById(user.id, { withPassword: true }))?.user_pass, '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0');
    const session = await app.users.login('ada', 'test12345');
    t.truthy(session.cookie);
    const stored = (await app.storage.users.getById(user.id, { withPassword: true }))?.user_pass ?? '';
    t.regex(stored, /^\$scrypt\$/);
    t.truthy(await app.users.login('ada', 'test12345'));
  } finally {
    await app.close();
  }
});
