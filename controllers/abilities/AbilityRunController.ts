/**
 * WordPress's WP_REST_Abilities_V1_Run_Controller: `wp-abilities/v1/abilities/<name>/run`,
 * read it beside `class-wp-rest-abilities-v1-run-controller.php`. Every method is
 * routed; the permission check accepts only the one the ability's annotations
 * call for (GET read-only, DELETE destructive and idempotent, POST otherwise).
 * Its route is registered before `/abilities/<name>`, whose pattern would match it too.
 */
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import {
  Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type Schema, authorizationRequiredCode, currentUser, type RestRequest,
  RestResponse,
} from '../kit';
import { sanitizeValueFromSchema } from '../../src/schema/index';
import { isTruthy } from '../../src/schema/php';
import type { Ability, AbilityAnnotations, AbilityCaller } from './Ability';
import { AbilitiesBaseController, NAME_ARG, type AbilityNameArgs } from './AbilitiesBaseController';
import { denied, notFound } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const ANY_TYPE = ['integer', 'number', 'boolean', 'string', 'array', 'object', 'null'];

/** The input of the request: the `input` query parameter for GET and DELETE, the JSON body's `input` otherwise. */
function inputOf(request: RestRequest): unknown {
  const source = ['GET', 'DELETE'].includes(request.getMethod()) ? request.getQueryParams() : request.getJsonParams();
  return source.input ?? null;
}

/** The method an ability's annotations call for, with WordPress's refusal for any other. */
function validateRequestMethod(method: string, annotations: AbilityAnnotations): true | RestError {
  let expected = 'POST';
  if (annotations.readonly === true) expected = 'GET';
  else if (annotations.destructive === true && annotations.idempotent === true) expected = 'DELETE';
  if (method === expected) return true;
  const messages: Record<string, string> = {
    GET: 'Read-only abilities require GET method.',
    DELETE: 'Abilities that perform destructive actions require DELETE method.',
    POST: 'Abilities that perform updates require POST method.',
  };
  return new RestError('rest_ability_invalid_method', messages[expected]!, { status: 405 });
}

/** An error keeps its status; one without gets `status`. */
function withStatus(error: RestError, status: number): RestError {
  return typeof error.getErrorData()?.status === 'number' ? error : error.addData({ status });
}

const abilityNotFound = (): RestError => notFound('rest_ability_not_found', 'Ability not found.');

@Controller('wp-abilities/v1', { restBase: 'abilities' })
export class AbilityRunController extends AbilitiesBaseController {
  protected override buildItemSchema(): Schema {
    return objectSchema('ability-execution', {
      result: { description: 'The result of the ability execution.', type: ANY_TYPE, context: ['view', 'edit'], readonly: true },
    });
  }

  runArgs(): ArgSchemaMap {
    return {
      name: { ...NAME_ARG },
      input: {
        description: 'Input parameters for the ability execution.',
        type: ANY_TYPE,
        default: null,
        sanitize_callback: (value, request) => this.coerceInput(value, request as RestRequest),
      },
    };
  }

  /**
   * Input made of the types its schema declares (query strings carry only text), but only input
   * the ability already accepts: invalid input reaches validation untouched.
   */
  private coerceInput(input: unknown, request: RestRequest): unknown {
    const ability = this.registry.get(String(request.getParam('name')));
    if (ability === undefined || input === null || input === undefined || Object.keys(ability.inputSchema).length === 0) return input;
    if (ability.validateInput(input) !== true) return input;
    const sanitized = sanitizeValueFromSchema(input, ability.inputSchema, 'input');
    return containsError(sanitized) ? input : sanitized;
  }

  private caller(): AbilityCaller {
    return { userId: currentUser().id, can: async (capability, ...args) => currentUserCan(this.capabilities, capability, ...args) };
  }

  async checkAbilityPermissions(request: RestRequest): Promise<true | RestError> {
    const ability = this.registry.get(String(request.getParam('name')));
    if (ability === undefined || ability.meta.show_in_rest !== true) return abilityNotFound();
    const method = validateRequestMethod(request.getMethod(), ability.annotations);
    if (method !== true) return method;
    const input = ability.normalizeInput(inputOf(request));
    if (input instanceof RestError) return withStatus(input, 400);
    const valid = ability.validateInput(input);
    if (valid !== true) return withStatus(valid, 400);
    const allowed = await ability.checkPermissions(input, this.caller());
    if (allowed instanceof RestError) return allowed.addData({ status: authorizationRequiredCode() });
    if (!allowed) return denied('rest_ability_cannot_execute', 'Sorry, you are not allowed to execute this ability.');
    return true;
  }

  @Route('/(?P<name>[a-zA-Z0-9\\-\\/]+?)/run', { methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] })
  @Args((c: AbilityRunController) => c.runArgs())
  @Permission('checkAbilityPermissions')
  async executeAbility(request: RestRequest, args: AbilityNameArgs): Promise<RestResponse | RestError> {
    const ability = this.registry.get(args.name);
    if (ability === undefined) return abilityNotFound();
    // The input is read from the source the method calls for (query or JSON body), as WordPress does, not from the merged args.
    const input = inputOf(request);
    const result = await ability.execute(input, this.caller());
    if (result instanceof RestError) return result;
    if (isPaginated(ability) && isPageResult(result)) return paginatedResponse(result, input);
    return new RestResponse(result);
  }
}

function containsError(value: unknown): boolean {
  if (value instanceof RestError) return true;
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsError);
  return false;
}

function isPaginated(ability: Ability): boolean {
  // PHP's empty(): any truthy value opts in.
  return isTruthy(ability.meta.pagination);
}

function isPageResult(result: unknown): result is Record<string, unknown> & { total: unknown; total_pages: unknown } {
  return typeof result === 'object' && result !== null && 'total' in result && 'total_pages' in result
    && (result as Record<string, unknown>).total !== null && (result as Record<string, unknown>).total_pages !== null;
}

/** The ability's page as it answered it, with `X-WP-Total`/`X-WP-TotalPages`; a page past the end is refused. */
function paginatedResponse(result: Record<string, unknown>, input: unknown): RestResponse | RestError {
  const total = Math.trunc(Number(result.total)) || 0;
  const totalPages = Math.trunc(Number(result.total_pages)) || 0;
  const requested = typeof input === 'object' && input !== null && 'page' in input ? Math.trunc(Number((input as Record<string, unknown>).page)) || 0 : 1;
  if (total > 0 && requested > totalPages) {
    return new RestError('rest_ability_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
  }
  const response = new RestResponse(result);
  response.header('X-WP-Total', String(total));
  response.header('X-WP-TotalPages', String(totalPages));
  return response;
}
