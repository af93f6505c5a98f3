export { Deprecations } from './Deprecations';
export { DEPRECATION_TOKENS } from '../di/tokens';
