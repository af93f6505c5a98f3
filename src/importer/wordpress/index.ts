export { importWordPress, type WordPressImportOptions } from './importWordPress';
export { ImportReport, type KindReport } from './ImportReport';
export type { ImportProgress } from './ImportContext';
export { phpUnserialize, isPhpSerialized, PhpUnserializeError } from './phpUnserialize';
