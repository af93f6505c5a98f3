import test from 'ava';
import { DEFAULT_SCRYPT_PARAMS, PasswordHasher, defaultPasswordHasher, generatePassword } from '../../src/auth/index';

const FORMAT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

test('default hash is self-describing scrypt N=16384,r=8,p=1 with a 16-byte salt and 32-byte hash', async (t) => {
  t.deepEqual(DEFAULT_SCRYPT_PARAMS, { N: 16384, r: 8, p: 1 });
  const hash = await defaultPasswordHasher.hash('correct horse');
  const match = FORMAT.exec(hash);
  t.truthy(match, hash);
  t.deepEqual(match!.slice(1, 4), ['16384', '8', '1']);
  t.is(Buffer.from(match![4]!, 'base64').length, 16);
  t.is(Buffer.from(match![5]!, 'base64').length, 32);
  t.true(await defaultPasswordHasher.verify('correct horse', hash));
  t.false(await defaultPasswordHasher.verify('correct horsE', hash));
  t.false(defaultPasswordHasher.needsRehash(hash));
});

test('salts differ, so one password never hashes the same twice', async (t) => {
  const hasher = new PasswordHasher({ N: 1024 });
  const a = await hasher.hash('same');
  const b = await hasher.hash('same');
  t.not(a, b);
  t.true(await hasher.verify('same', a));
  t.true(await hasher.verify('same', b));
});

test('verify is false for tampered, foreign and malformed hashes', async (t) => {
  const hasher = new PasswordHasher({ N: 1024 });
  const hash = await hasher.hash('secret');
  const parts = hash.split('$');
  const flipped = parts[4]!.startsWith('A') ? 'B' + parts[4]!.slice(1) : 'A' + parts[4]!.slice(1);
  t.false(await hasher.verify('secret', [...parts.slice(0, 4), flipped].join('$')));
  t.false(await hasher.verify('secret', '$P$BabcdefghijklmnopqrstuvwxyZ01234'));
  t.false(await hasher.verify('secret', ''));
  t.false(await hasher.verify('secret', '$scrypt$N=1000,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA'));
  // Parameters far beyond the accepted bounds are refused rather than computed.
  t.false(await hasher.verify('secret', hash.replace('N=1024', 'N=1073741824')));
});

test('needsRehash: hashes from other parameters or formats', async (t) => {
  const weak = new PasswordHasher({ N: 1024 });
  const strong = new PasswordHasher({ N: 2048 });
  const weakHash = await weak.hash('pw');
  t.false(weak.needsRehash(weakHash));
  t.true(strong.needsRehash(weakHash));
  // An old hash still verifies with the newer hasher: parameters travel with it.
  t.true(await strong.verify('pw', weakHash));
  t.true(strong.needsRehash('$P$Bsomethingphpass'));
  t.true(strong.needsRehash('plain'));
});

test('unusable parameters are rejected at construction', (t) => {
  t.throws(() => new PasswordHasher({ N: 1000 }), { instanceOf: RangeError });
  t.throws(() => new PasswordHasher({ r: 0 }), { instanceOf: RangeError });
});

test('generatePassword: length and the WordPress character sets', (t) => {
  t.is(generatePassword().length, 12);
  const plain = generatePassword(200, { specialChars: false });
  t.is(plain.length, 200);
  t.regex(plain, /^[A-Za-z0-9]+$/);
  const special = generatePassword(500);
  t.regex(special, /^[A-Za-z0-9!@#$%^&*()]+$/);
  t.regex(generatePassword(2000, { extraSpecialChars: true }), /[-_ [\]{}<>~`+=,.;:/?|]/);
  t.is(generatePassword(0), '');
});
