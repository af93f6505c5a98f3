/**
 * WordPress's WP_REST_Application_Passwords_Controller: a user's application
 * passwords under `wp/v2/users/{id|me}/application-passwords`. The plain
 * password is shown once, in the creation response.
 */
import {
  inject, type ControllerServices, Args, Controller, Permission, Route, TOKENS, RestError, currentUser,
  type RestRequest, RestResponse, denied, notFound,
} from '../kit';
import type { AuthServices } from '../../src/auth/wiring/AuthServices';
import { authenticatedAppPassword } from '../../src/auth/wiring/authenticatedAppPassword';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { chunkApplicationPassword, sanitizeApplicationName } from '../../src/auth/applicationPasswords/applicationPasswordText';
import type { ApplicationPasswordItem } from '../../src/auth/ports';
import { toInt } from '../../src/schema/php';
import type { RestUrls } from '../../src/server/RestUrls';
import type { UserRecord } from '../../src/storage/types';
import { APPLICATION_PASSWORD_ARGS as ARGS, ApplicationPasswordResource } from './ApplicationPasswordResource';

const USER_ID = '(?P<user_id>(?:[\\d]+|me))';
const passwordNotFound = (): RestError => notFound('rest_application_password_not_found', 'Application password not found.');

/** A stored password as the response shows it (`new_password` only right after creation). */
type ShownItem = ApplicationPasswordItem & { new_password?: string };

/**
 * What a create or update receives (the writable item fields): `name` is required to
 * create, optional to rename; `app_id` only when sent. The route's `user_id` and `uuid`
 * are matched from the path, not declared, so they are read as matched.
 */
interface ApplicationPasswordWriteArgs {
  name?: string;
  app_id?: string;
}

@Controller('wp/v2', { restBase: `users/${USER_ID}/application-passwords` })
export class ApplicationPasswordsController extends ApplicationPasswordResource {
  protected readonly auth: AuthServices;
  protected readonly urls: RestUrls;

  constructor(@inject(TOKENS.ControllerServices) readonly services: ControllerServices) {
    super();
    this.auth = services.auth;
    this.urls = services.urls;
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'list_app_passwords', 'rest_cannot_list_application_passwords',
      'Sorry, you are not allowed to list application passwords for this user.');
  }

  @Route('', { methods: 'GET' })
  @Args(ARGS.collection)
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const items: unknown[] = [];
    for (const item of await this.auth.applicationPasswords.list(user.id)) {
      items.push(await this.prepareResponseForCollection(await this.prepareItemForResponse(item, request)));
    }
    return new RestResponse(items);
  }

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'create_app_password', 'rest_cannot_create_application_passwords',
      'Sorry, you are not allowed to create application passwords for this user.');
  }

  @Route('', { methods: 'POST' })
  @Args(ARGS.create)
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: ApplicationPasswordWriteArgs): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const prepared = this.prepareItemForDatabase(request, args);
    const created = await this.auth.applicationPasswords.create(user.id, prepared);
    if (created instanceof RestError) return created;
    const item: ShownItem = { ...created.item, new_password: chunkApplicationPassword(created.password) };
    const fields = await this.updateAdditionalFieldsForObject(item, request);
    if (fields instanceof RestError) return fields;
    this.auth.hooks.doAction('rest_after_insert_application_password', item, request, true);
    request.setParam('context', 'edit');
    const response = await this.prepareItemForResponse(item, request);
    response.setStatus(201);
    response.header('Location', this.selfUrl(user.id, item.uuid));
    return response;
  }

  async deleteItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'delete_app_passwords', 'rest_cannot_delete_application_passwords',
      'Sorry, you are not allowed to delete application passwords for this user.');
  }

  @Route('', { methods: 'DELETE' })
  @Permission('deleteItemsPermissionsCheck')
  async deleteItems(request: RestRequest): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const count = await this.auth.applicationPasswords.deleteAll(user.id);
    return new RestResponse({ deleted: true, count });
  }

  async getCurrentItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    if (currentUser().id !== user.id) {
      return denied('rest_cannot_introspect_app_password_for_non_authenticated_user',
        'The authenticated Application Password can only be introspected for the current user.');
    }
    return true;
  }

  /** The application password the request authenticated with. */
  @Route('/introspect', { methods: 'GET' })
  @Args(ARGS.item)
  @Permission('getCurrentItemPermissionsCheck')
  async getCurrentItem(request: RestRequest): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const uuid = authenticatedAppPassword();
    if (uuid === null) return new RestError('rest_no_authenticated_app_password', 'Cannot introspect Application Password.', { status: 404 });
    const item = await this.auth.applicationPasswords.get(user.id, uuid);
    if (item === undefined) return new RestError('rest_application_password_not_found', 'Application password not found.', { status: 500 });
    return this.prepareItemForResponse(item, request);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'read_app_password', 'rest_cannot_read_application_password',
      'Sorry, you are not allowed to read this application password.');
  }

  @Route('/(?P<uuid>[\\w\\-]+)', { methods: 'GET' })
  @Args(ARGS.item)
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const item = await this.getApplicationPassword(request);
    if (item instanceof RestError) return item;
    return this.prepareItemForResponse(item, request);
  }

  override async updateItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'edit_app_password', 'rest_cannot_edit_application_password',
      'Sorry, you are not allowed to edit this application password.');
  }

  @Route('/(?P<uuid>[\\w\\-]+)', { methods: 'POST, PUT, PATCH' })
  @Args(ARGS.edit)
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: ApplicationPasswordWriteArgs): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const item = await this.getApplicationPassword(request);
    if (item instanceof RestError) return item;
    const prepared = this.prepareItemForDatabase(request, args);
    await this.rename(user.id, item.uuid, prepared.name);
    const fields = await this.updateAdditionalFieldsForObject(item, request);
    if (fields instanceof RestError) return fields;
    const saved = (await this.auth.applicationPasswords.get(user.id, item.uuid)) ?? item;
    this.auth.hooks.doAction('rest_after_insert_application_password', saved, request, false);
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(saved, request);
  }

  override async deleteItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.checkCapability(request, 'delete_app_password', 'rest_cannot_delete_application_password',
      'Sorry, you are not allowed to delete this application password.');
  }

  @Route('/(?P<uuid>[\\w\\-]+)', { methods: 'DELETE' })
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest): Promise<RestResponse | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    const item = await this.getApplicationPassword(request);
    if (item instanceof RestError) return item;
    request.setParam('context', 'edit');
    const previous = await this.prepareItemForResponse(item, request);
    await this.auth.applicationPasswords.delete(user.id, item.uuid);
    return new RestResponse({ deleted: true, previous: previous.getData() });
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const password = item as ShownItem;
    const user = await this.getUser(request);
    const prepared: Record<string, unknown> = {
      uuid: password.uuid,
      app_id: password.app_id || '',
      name: password.name,
      created: gmtDate(password.created),
      last_used: password.last_used ? gmtDate(password.last_used) : null,
      last_ip: password.last_ip || null,
    };
    if (password.new_password !== undefined) prepared.password = password.new_password;
    const context = String(request.getParam('context') ?? 'view');
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(prepared, request), context);
    const response = new RestResponse(data);
    if (!(user instanceof RestError)) response.addLinks({ self: { href: this.selfUrl(user.id, password.uuid) } });
    return this.auth.hooks.applyFilters<RestResponse>('rest_prepare_application_password', response, password, request);
  }

  protected override prepareItemForDatabase(request: RestRequest, args: ApplicationPasswordWriteArgs): { name: string; app_id?: string } {
    const prepared: { name: string; app_id?: string } = { name: String(args.name ?? '') };
    const appId = args.app_id;
    // Only a create sets the app id: an update names its password by the matched `uuid`.
    if (typeof appId === 'string' && appId !== '' && !request.getParam('uuid')) prepared.app_id = appId;
    return this.auth.hooks.applyFilters('rest_pre_insert_application_password', prepared, request);
  }

  /** The user the route names (`me` is the current user), or the WordPress error. */
  protected async getUser(request: RestRequest): Promise<UserRecord | RestError> {
    const invalid = new RestError('rest_user_invalid_id', 'Invalid user ID.', { status: 404 });
    const param = request.getParam('user_id');
    let id: number;
    if (param === 'me') {
      id = currentUser().id;
      if (id === 0) return new RestError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 });
    } else {
      id = toInt(param);
      if (id <= 0) return invalid;
    }
    return (await this.auth.storage.users.getById(id)) ?? invalid;
  }

  protected async getApplicationPassword(request: RestRequest): Promise<ApplicationPasswordItem | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    return (await this.auth.applicationPasswords.get(user.id, String(request.getParam('uuid') ?? ''))) ?? passwordNotFound();
  }

  /** WordPress's update_application_password: only the name can change. */
  private async rename(userId: number, uuid: string, name: string): Promise<void> {
    const clean = sanitizeApplicationName(name);
    if (clean === '') return;
    const items = await this.auth.applicationPasswords.list(userId);
    if (!items.some((item) => item.uuid === uuid && item.name !== clean)) return;
    await this.auth.storage.applicationPasswords.save(userId, items.map((item) => (item.uuid === uuid ? { ...item, name: clean } : item)));
  }

  private async checkCapability(request: RestRequest, cap: string, code: string, message: string): Promise<true | RestError> {
    const user = await this.getUser(request);
    if (user instanceof RestError) return user;
    if (!(await currentUserCan(this.auth.capabilities, cap, user.id, request.getParam('uuid')))) return denied(code, message);
    return true;
  }

  private selfUrl(userId: number, uuid: string): string {
    return this.urls.restUrl(`/${this.namespace}/users/${userId}/application-passwords/${uuid}`);
  }
}

/** Unix seconds as `Y-m-d\TH:i:s` in UTC. */
function gmtDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}
