export { UsersFacade, type CreateUserInput, type LoginResult } from './UsersFacade';
export { insertUser, updateUser, type NewUser, type UserWriteDeps } from './userWrites';
export { authenticatePassword } from './authenticatePassword';
export { logIn, REST_NONCE_ACTION, type LoggedIn, type LogInOptions } from './logIn';
export { UserInputError, conflictToError, INSERT_ERROR_STATUS } from './userErrors';
export { sanitizeUsername, isValidUsername } from './usernames';
