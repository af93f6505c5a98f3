import test from 'ava';
import { Notices } from '../../src/notices/Notices';

test('notices are recorded with function name, message and version, and logged once per distinct message', (t) => {
  const logged: string[] = [];
  const notices = new Notices((line) => logged.push(line));
  notices.raise('registerRoute', 'A route must be specified.', '4.4.0');
  notices.raise('registerRoute', 'A route must be specified.', '4.4.0');
  notices.raise('registerRoute', 'Namespace must not start or end with a slash.');
  t.deepEqual(notices.all(), [
    { functionName: 'registerRoute', message: 'A route must be specified.', version: '4.4.0' },
    { functionName: 'registerRoute', message: 'A route must be specified.', version: '4.4.0' },
    { functionName: 'registerRoute', message: 'Namespace must not start or end with a slash.' },
  ]);
  t.deepEqual(logged, [
    'registerRoute was called incorrectly. A route must be specified.',
    'registerRoute was called incorrectly. Namespace must not start or end with a slash.',
  ]);
  notices.clear();
  t.deepEqual(notices.all(), []);
});
