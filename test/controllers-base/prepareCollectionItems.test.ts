/**
 * RestController.prepareCollectionItems: a collection's entries, item after item, in order, leaving out
 * what the filter refuses; a plain array when every step answered plainly, a promise only once one waited.
 */
import 'reflect-metadata';
import test from 'ava';
import { RestController } from '../../src/baseControllers/RestController';
import { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import { isThenable } from '../../src/hooks/Hooks';
import type { MaybePromise } from '../../src/hooks/maybePromise';

/** Items are numbers; odd ones are prepared after a wait, and every step is logged. */
class NumbersController extends RestController {
  readonly log: string[] = [];

  override prepareItemForResponse(item: unknown): MaybePromise<RestResponse> {
    const n = item as number;
    this.log.push(`prepare ${n}`);
    const response = new RestResponse({ n });
    return n % 2 === 1 ? Promise.resolve().then(() => response) : response;
  }
}

const request = new RestRequest('GET', '/numbers');

test('plain steps give a plain array, in order', (t) => {
  const controller = new NumbersController();
  const entries = controller.prepareCollectionItems([2, 4, 6], request);
  t.false(isThenable(entries));
  t.deepEqual(entries, [{ n: 2 }, { n: 4 }, { n: 6 }]);
});

test('a step that waits makes the answer a promise; items are still prepared one after another, in order', async (t) => {
  const controller = new NumbersController();
  const entries = controller.prepareCollectionItems([2, 3, 4, 5], request);
  t.true(isThenable(entries));
  t.deepEqual(controller.log, ['prepare 2', 'prepare 3'], 'the next item waits for the one before');
  t.deepEqual(await entries, [{ n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
  t.deepEqual(controller.log, ['prepare 2', 'prepare 3', 'prepare 4', 'prepare 5']);
});

test('the filter leaves items out, plain or after a wait, and refused items are not prepared', async (t) => {
  const controller = new NumbersController();
  const include = (n: number): MaybePromise<boolean> => (n > 10 ? Promise.resolve(n !== 12) : n !== 4);
  t.deepEqual(controller.prepareCollectionItems([2, 4, 6], request, include), [{ n: 2 }, { n: 6 }]);
  t.deepEqual(await controller.prepareCollectionItems([4, 11, 12, 14], request, include), [{ n: 11 }, { n: 14 }]);
  t.false(controller.log.includes('prepare 4'));
  t.false(controller.log.includes('prepare 12'));
});
