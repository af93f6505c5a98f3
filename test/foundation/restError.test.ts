import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { errorToResponse } from '../../src/server/errorToResponse';

test('a RestError exposes its first code, message, data and status', (t) => {
  const error = new RestError('rest_no_route', 'No route was found matching the URL and request method.', { status: 404 });
  t.is(error.code, 'rest_no_route');
  t.is(error.message, 'No route was found matching the URL and request method.');
  t.deepEqual(error.data, { status: 404 });
  t.is(error.status, 404);
  t.true(error.hasErrors());
});

test('several codes in one error: getErrorCodes, add, messages per code, data per code', (t) => {
  const error = new RestError('first', 'one');
  error.add('first', 'two').add('second', 'three', { status: 400, extra: true });
  t.deepEqual(error.getErrorCodes(), ['first', 'second']);
  t.deepEqual(error.errors, { first: ['one', 'two'], second: ['three'] });
  t.deepEqual(error.getErrorMessages(), ['one', 'two', 'three']);
  t.deepEqual(error.getErrorMessages('second'), ['three']);
  t.deepEqual(error.getErrorData('second'), { status: 400, extra: true });
  t.deepEqual(error.data, {}, 'the first code has no data');
  t.is(error.status, 500, 'no status on the first code means 500');
});

test('an empty error has no code', (t) => {
  const error = new RestError();
  t.is(error.code, '');
  t.false(error.hasErrors());
});

test('on the wire: first message as code/message/data, the rest in additional_errors, the last status wins', (t) => {
  const error = new RestError('a', 'first').add('a', 'again').add('b', 'other', { status: 409 });
  const response = errorToResponse(error);
  t.is(response.getStatus(), 409);
  t.deepEqual(response.getData(), {
    code: 'a',
    message: 'first',
    data: null,
    additional_errors: [
      { code: 'a', message: 'again', data: null },
      { code: 'b', message: 'other', data: { status: 409 } },
    ],
  });
});

test('additional data: written through the property and by replacing a code\'s data, read back in order', (t) => {
  const error = new RestError('term_exists', 'A term with that name already exists.', { status: 400 });
  t.deepEqual(error.getAllErrorData(), [{ status: 400 }]);
  error.additionalData.term_exists = [{ term_id: 4 }];
  error.addData({ status: 409 });
  t.deepEqual(error.getAllErrorData(), [{ term_id: 4 }, { status: 400 }, { status: 409 }]);
  t.deepEqual(error.additionalData, { term_exists: [{ term_id: 4 }, { status: 400 }] });
  t.deepEqual(new RestError('plain', 'No earlier data.').getAllErrorData(), []);
});
