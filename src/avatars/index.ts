/** Avatar URLs for REST responses (SPEC "Avatar URLs object"). */
export { getAvatarUrls, getAvatarSizes, DEFAULT_AVATAR_SIZES, DEFAULT_AVATAR_BASE_URL } from './getAvatarUrls';
export { gravatarHash } from './resolveAvatarHash';
export type {
  AvatarComment,
  AvatarOptions,
  AvatarPost,
  AvatarSubject,
  AvatarUrls,
  AvatarUser,
  ResolveUser,
} from './types';
