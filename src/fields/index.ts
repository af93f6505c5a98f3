export {
  FieldRegistry,
  type AdditionalField,
  type AdditionalFieldInput,
  type FieldGetCallback,
  type FieldUpdateCallback,
} from './FieldRegistry';
export { registerRestField, fieldRegistryOf } from './registerRestField';
