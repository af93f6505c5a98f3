import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import { FieldRegistry, type AdditionalFieldInput } from './FieldRegistry';

/** The app's field registry, bound on first use so any order of setup works. */
export function fieldRegistryOf(app: { container: Container }): FieldRegistry {
  if (!app.container.isBound(TOKENS.FieldRegistry)) {
    app.container.bind(TOKENS.FieldRegistry).toConstantValue(new FieldRegistry());
  }
  return app.container.get<FieldRegistry>(TOKENS.FieldRegistry);
}

/** `register_rest_field` for one app: adds `attribute` to the resources of `objectTypes`. */
export function registerRestField(
  app: { container: Container },
  objectTypes: string | readonly string[],
  attribute: string,
  args: AdditionalFieldInput = {},
): void {
  fieldRegistryOf(app).registerRestField(objectTypes, attribute, args);
}
