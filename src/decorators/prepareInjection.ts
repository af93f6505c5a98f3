/**
 * Makes a controller class resolvable by inversify with its ancestors' injections.
 * inversify 7 does not inherit constructor or property injections on its own: a
 * subclass that only sets a namespace would get `undefined` dependencies. We copy
 * the base class's injections (constructor arguments only when the subclass
 * declares no constructor parameters of its own).
 */
import 'reflect-metadata';
import { injectFromBase, injectable } from 'inversify';
import type { ControllerClass } from './metadata';

const PREPARED_KEY = Symbol.for('svc-rest:injection-prepared');

export function prepareInjection(target: ControllerClass): void {
  if (Reflect.hasOwnMetadata(PREPARED_KEY, target)) return;
  Reflect.defineMetadata(PREPARED_KEY, true, target);
  try {
    injectable()(target);
  } catch {
    // Already marked @injectable() by its author: nothing to add.
  }
  const base: unknown = Object.getPrototypeOf(target);
  if (typeof base === 'function' && base !== Function.prototype) {
    prepareInjection(base as ControllerClass);
    injectFromBase({ extendConstructorArguments: target.length === 0, extendProperties: true })(target);
  }
}
