/**
 * WordPress's WP_REST_Terms_Controller: one instance per taxonomy shown in REST
 * (`/wp/v2/categories`, `/wp/v2/tags`…). Read it beside
 * `class-wp-rest-terms-controller.php`. The taxonomy comes from the class: use
 * `termsControllerClass(taxonomy)` (termsControllers.ts) to get the class to install.
 */
import {
  inject, Methods, type ControllerServices, BuiltInController, Args, Controller, Permission, Route, TOKENS,
  RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, type IdArgs, denied,
} from '../kit';
import type { TaxonomyCaps } from '../../src/model/taxonomyCapabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import type { TermQuery, TermRecord, TermStore } from '../../src/storage/types';
import { linksRequested } from '../shared/linksRequested';
import { addPaginationHeaders } from '../shared/pagination';
import { withIdArg } from '../shared/idArg';
import { addQueryArgs } from '../shared/queryUrl';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import { requestContext } from '../types/preparedFields';
import { termLink } from './termLink';
import type { MetaRegistry } from '../meta/MetaRegistry';
import { RestMetaFields, emptyMetaAsList } from '../meta/RestMetaFields';
import { termCollectionParams, termSchema, type TermCollectionArgs } from './termSchema';
import { insertTerm, updateTerm, type TermChanges } from './termWrites';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { rowNow, rowView } from '../../src/storage/readNow';
import { runMaybeAsync, wait } from '../../src/hooks/maybeAsyncSteps';
import { NOT_READY } from '../../src/storage/notReady';

const BATCH = { allow_batch: { v1: true } } as const;
const ID = 'Unique identifier for the term.';

/** GET /{terms}/{id}: `context` defaults to view. */
type TermReadArgs = IdArgs & { context: string };
type TermDeleteArgs = IdArgs & { force: boolean };
/** The writable term fields (from the item schema; `parent` only in hierarchical taxonomies), sent ones only. */
export interface TermWriteArgs {
  name?: string;
  slug?: string;
  description?: string;
  parent?: number;
  meta?: Record<string, unknown>;
}

/** A term's response fields, in the order WordPress writes them. */
const TERM_FIELDS = ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta'] as const;
const TERM_ORDERBY = new Set<TermQuery['orderby']>(['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count']);

/** The taxonomy a terms controller class serves (set on the per-taxonomy subclass). */
export function taxonomyOfClass(controller: object): TaxonomyInfo | undefined {
  return (controller as { taxonomy?: TaxonomyInfo }).taxonomy;
}

@Controller('wp/v2')
export class TermsController extends BuiltInController {
  /** The app's registered meta keys (a property, so subclasses keep their constructors). */
  @inject(TOKENS.Meta) protected readonly metaRegistry!: MetaRegistry;
  /** Set by termsControllerClass on the subclass made for one taxonomy. */
  static taxonomy: TaxonomyInfo | undefined;
  readonly taxonomy: TaxonomyInfo;
  /** Capability names of the taxonomy (the app's registry wins, as for the taxonomies controller). */
  protected readonly caps: Readonly<TaxonomyCaps>;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super(services);
    const taxonomy = taxonomyOfClass(this.constructor);
    if (taxonomy === undefined) throw new Error('TermsController serves one taxonomy: install termsControllerClass(taxonomy) instead.');
    this.taxonomy = taxonomy;
    this.caps = services.capabilities.taxonomies.get(taxonomy.name)?.cap ?? taxonomy.cap;
    this.namespace = taxonomy.restNamespace;
    this.restBase = taxonomy.restBase;
  }

  /** The term meta registered for every taxonomy or this one, under `meta`. */
  protected get meta(): RestMetaFields {
    return new RestMetaFields(this.metaRegistry, 'term', this.taxonomy.name, this.storage.terms.meta, this.capabilities);
  }

  protected override buildItemSchema(): Schema {
    return termSchema(this.taxonomy, this.meta.fieldSchema());
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = termCollectionParams(super.getCollectionParams(), this.taxonomy.hierarchical);
    return this.hooks.applyFilters<ArgSchemaMap>(`rest_${this.taxonomy.name}_collection_params`, params, this.taxonomy);
  }

  // ------------------------------------------------------------ helpers

  private can(cap: string, ...args: unknown[]): MaybePromise<boolean> {
    return currentUserCan(this.capabilities, cap, ...args);
  }

  private collectionUrl(): string {
    return this.urls.restUrl(`/${this.namespace}/${this.restBase}`);
  }

  /** The term `id` of this taxonomy, or WordPress's 404 `rest_term_invalid`; without a promise when the request's cache holds it. */
  protected getTerm(id: unknown): MaybePromise<TermRecord | RestError> {
    return this.findTerm(id, rowNow);
  }

  private findTerm<T extends Readonly<TermRecord>>(id: unknown, read: (terms: TermStore, id: number) => MaybePromise<T | undefined>): MaybePromise<T | RestError> {
    const invalid = (): RestError => new RestError('rest_term_invalid', 'Term does not exist.', { status: 404 });
    const termId = toInt(id);
    if (!this.taxonomy.showInRest || termId <= 0) return invalid();
    return andThen(read(this.storage.terms, termId), (term) => (term !== undefined && term.taxonomy === this.taxonomy.name ? term : invalid()));
  }

  /**
   * True when the request's term exists and the user holds `cap` on it (null: nothing to hold); `refusal` otherwise.
   * It only looks at the term: the request cache's own row, not a copy.
   */
  private termCheck(request: RestRequest, cap: string | null, refusal: () => RestError): MaybePromise<true | RestError> {
    return andThen(this.findTerm(request.getParam('id'), rowView), (term) => {
      if (term instanceof RestError) return term;
      if (cap === null) return true;
      return andThen(this.can(cap, term.term_id), (allowed) => (allowed ? true : refusal()));
    });
  }

  /** The `parent` checks create and update share; undefined when the parent is acceptable. */
  private async checkParent(request: RestRequest): Promise<RestError | undefined> {
    // Read as sent: a flat taxonomy declares no `parent`, and sending one is the error.
    const parent = request.getParam('parent');
    if (parent === null || parent === undefined) return undefined;
    if (!this.taxonomy.hierarchical) {
      return new RestError('rest_taxonomy_not_hierarchical', 'Cannot set parent term, taxonomy is not hierarchical.', { status: 400 });
    }
    const id = toInt(parent);
    // Asking for no parent (0) is always fine; any other id must be a term of this taxonomy.
    if (id !== 0 && (await this.getTerm(id)) instanceof RestError) {
      return new RestError('rest_term_invalid', 'Parent term does not exist.', { status: 400 });
    }
    return undefined;
  }

  // ------------------------------------------------------------ collection

  // The collection checks answer without a promise when the capabilities are at hand: each embedded term
  // page runs them (GET for itself, GET and POST for its Allow header).
  override getItemsPermissionsCheck(request: RestRequest): MaybePromise<boolean | RestError> {
    if (!this.taxonomy.showInRest) return false;
    if (request.getParam('context') !== 'edit') return true;
    return andThen(this.can(this.caps.edit_terms), (allowed) =>
      allowed || denied('rest_forbidden_context', 'Sorry, you are not allowed to edit terms in this taxonomy.'));
  }

  @Route('', { methods: Methods.READABLE, ...BATCH })
  @Args((c: TermsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override getItems(request: RestRequest, args: TermCollectionArgs): MaybePromise<RestResponse> {
    const perPage = args.per_page;
    const query: TermQuery = { taxonomy: this.taxonomy.name, limit: perPage };
    if (args.include.length > 0) query.include = args.include;
    if (args.exclude.length > 0) query.exclude = args.exclude;
    if (args.slug !== undefined && args.slug.length > 0) query.slug = args.slug;
    // The enum may have been widened by the collection params filter: storage orders by its own columns only.
    if (TERM_ORDERBY.has(args.orderby)) query.orderby = args.orderby;
    query.order = args.order === 'desc' ? 'desc' : 'asc';
    if (args.hide_empty === true) query.hide_empty = true;
    if (args.search) query.search = args.search;
    // PHP's empty(): post 0 filters nothing.
    if (args.post) query.post = args.post;
    // PHP's empty(): an offset of 0 falls back to the page's. Hierarchical taxonomies take none.
    query.offset = args.offset || (args.page - 1) * perPage;
    // 0 asks for top-level terms.
    if (this.taxonomy.hierarchical && args.parent !== undefined) query.parent = args.parent;

    const filtered = this.hooks.applyFilters<TermQuery>(`rest_${this.taxonomy.name}_query`, query, request);
    // A post's terms the request read already (each item's `_embed` of `wp:term`) are answered without a promise.
    const known = this.storage.terms.peekQuery?.(filtered) ?? NOT_READY;
    return andThen(known === NOT_READY ? this.storage.terms.query(filtered) : known, (result) =>
      andThen(this.primeTermMeta(result.items, request), () =>
        andThen(this.prepareCollectionItems(result.items, request), (items) => {
          const response = new RestResponse(items);
          addPaginationHeaders(response, request, {
            total: result.total,
            perPage: filtered.limit ?? perPage,
            offset: filtered.offset ?? 0,
            base: this.collectionUrl(),
          });
          return response;
        })));
  }

  /** The page's registered meta, read at once (WordPress's update_termmeta_cache); nothing to wait for without meta fields. */
  private primeTermMeta(terms: readonly TermRecord[], request: RestRequest): MaybePromise<unknown> {
    if (terms.length === 0 || this.meta.fields().length === 0 || !isFieldIncluded('meta', this.getFieldsForResponse(request))) return undefined;
    return this.storage.terms.meta.getAllOfMany(terms.map((term) => term.term_id));
  }

  override createItemPermissionsCheck(_request?: RestRequest): MaybePromise<boolean | RestError> {
    if (!this.taxonomy.showInRest) return false;
    // Anyone who may assign a flat taxonomy's terms may add new ones; hierarchical terms need edit rights.
    const cap = this.taxonomy.hierarchical ? this.caps.edit_terms : this.caps.assign_terms;
    return andThen(this.can(cap), (allowed) => allowed || denied('rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.'));
  }

  @Route('', { methods: Methods.CREATABLE, ...BATCH })
  @Args((c: TermsController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: TermWriteArgs): Promise<RestResponse | RestError> {
    const parentError = await this.checkParent(request);
    if (parentError !== undefined) return parentError;
    const prepared = await this.prepareItemForDatabase(request, args);
    // The row, its meta and additional fields in one transaction.
    const created = await this.storage.transaction(async () => {
      const inserted = await insertTerm(this.storage.terms, this.taxonomy, { ...prepared, name: prepared.name ?? '' });
      return inserted instanceof RestError ? inserted : this.saveExtras(inserted, request, args, true);
    });
    if (created instanceof RestError) {
      const existing = created.getErrorData('term_exists');
      // Tell the client which term already exists so it can use it.
      if (existing !== undefined) {
        const error = new RestError('term_exists', created.message, { status: 400, term_id: existing.term_id });
        // WordPress's error first carried the bare id, then add_data twice: both earlier values remain as additional_data.
        error.additionalData.term_exists = [existing.term_id, existing.term_id];
        return error;
      }
      return created;
    }
    const response = await this.respondToWrite(created, request, true);
    response.status = 201;
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${created.term_id}`));
    return response;
  }

  // ------------------------------------------------------------ one term

  override getItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    const cap = request.getParam('context') === 'edit' ? 'edit_term' : null;
    return this.termCheck(request, cap, () => denied('rest_forbidden_context', 'Sorry, you are not allowed to edit this term.'));
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.READABLE, ...BATCH })
  @Args((c: TermsController) => withIdArg(ID, { context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: TermReadArgs): Promise<RestResponse | RestError> {
    const term = await this.getTerm(args.id);
    if (term instanceof RestError) return term;
    return this.prepareItemForResponse(term, request);
  }

  override updateItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return this.termCheck(request, 'edit_term', () => denied('rest_cannot_update', 'Sorry, you are not allowed to edit this term.'));
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.EDITABLE, ...BATCH })
  @Args((c: TermsController) => withIdArg(ID, c.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: IdArgs & TermWriteArgs): Promise<RestResponse | RestError> {
    const term = await this.getTerm(args.id);
    if (term instanceof RestError) return term;
    const parentError = await this.checkParent(request);
    if (parentError !== undefined) return parentError;
    const prepared = await this.prepareItemForDatabase(request, args);
    const updated = await this.storage.transaction(async () => {
      const saved = await updateTerm(this.storage.terms, this.taxonomy, term, prepared);
      return saved instanceof RestError ? saved : this.saveExtras(saved, request, args, false);
    });
    if (updated instanceof RestError) return updated;
    return this.respondToWrite(updated, request, false);
  }

  override deleteItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return this.termCheck(request, 'delete_term', () => denied('rest_cannot_delete', 'Sorry, you are not allowed to delete this term.'));
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.DELETABLE, ...BATCH })
  @Args(withIdArg(ID, { force: { type: 'boolean', default: false, description: 'Required to be true, as terms do not support trashing.' } }))
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: TermDeleteArgs): Promise<RestResponse | RestError> {
    const term = await this.getTerm(args.id);
    if (term instanceof RestError) return term;
    if (args.force !== true) {
      return new RestError('rest_trash_not_supported', "Terms do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    request.setParam('context', 'view');
    const previous = await this.prepareItemForResponse(term, request);
    if (!(await this.storage.terms.delete(term.term_id))) {
      return new RestError('rest_cannot_delete', 'The term cannot be deleted.', { status: 500 });
    }
    const response = new RestResponse({ deleted: true, previous: previous.getData() });
    this.hooks.doAction(`rest_delete_${this.taxonomy.name}`, term, response, request);
    return response;
  }

  // ------------------------------------------------------------ shaping

  /** The fields of the request to write (WordPress's prepare_item_for_database), after `rest_pre_insert_{taxonomy}`. */
  protected override async prepareItemForDatabase(request: RestRequest, args: TermWriteArgs): Promise<TermChanges> {
    const prepared: TermChanges = {};
    if (args.name !== undefined) prepared.name = args.name;
    if (args.slug !== undefined) prepared.slug = args.slug;
    if (args.description !== undefined) prepared.description = args.description;
    const parent = args.parent;
    // Only hierarchical taxonomies have a `parent` field, so only they take the argument.
    if (parent !== undefined) {
      const found = parent > 0 ? await this.getTerm(parent) : undefined;
      prepared.parent = found !== undefined && !(found instanceof RestError) ? found.term_id : 0;
    }
    return this.hooks.applyFilters<TermChanges>(`rest_pre_insert_${this.taxonomy.name}`, prepared, request);
  }

  /** `rest_insert_{taxonomy}` with the stored row, then the request's additional fields (inside the write's transaction). */
  private async saveExtras(term: TermRecord, request: RestRequest, args: TermWriteArgs, creating: boolean): Promise<TermRecord | RestError> {
    const fresh = (await this.storage.terms.get(term.term_id)) ?? term;
    this.hooks.doAction(`rest_insert_${this.taxonomy.name}`, fresh, request, creating);
    const meta = args.meta;
    if (typeof meta === 'object' && meta !== null) {
      const failed = await this.meta.updateValue(meta, fresh.term_id);
      if (failed !== null) return failed;
    }
    const fields = await this.updateAdditionalFieldsForObject(fresh, request);
    return fields instanceof RestError ? fields : fresh;
  }

  /** After the write committed: `rest_after_insert_{taxonomy}` and the response. */
  private async respondToWrite(fresh: TermRecord, request: RestRequest, creating: boolean): Promise<RestResponse> {
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.taxonomy.name}`, fresh, request, creating);
    return this.prepareItemForResponse(fresh, request);
  }

  /** Without a promise when nothing has to be read (a page's terms, embedded for every post, mostly). */
  override prepareItemForResponse(item: unknown, request: RestRequest): MaybePromise<RestResponse> {
    const term = item as TermRecord;
    const fields = this.getFieldsForResponse(request);
    const picked: Record<string, unknown> = {};
    for (const name of TERM_FIELDS) if (fields.includes(name)) picked[name] = this.fieldValue(name, term, request);
    return runMaybeAsync(this.presentSteps(term, picked, request));
  }

  /** One field of a term's response (a switch, not a table of closures: a page's terms would each make nine). */
  private fieldValue(name: (typeof TERM_FIELDS)[number], term: TermRecord, request: RestRequest): unknown {
    switch (name) {
      case 'id': return term.term_id;
      case 'count': return term.count;
      case 'description': return term.description;
      case 'link': return termLink(this.options, this.storage.terms, term, this.taxonomy.hierarchical);
      case 'name': return term.name;
      case 'slug': return term.slug;
      case 'taxonomy': return term.taxonomy;
      case 'parent': return term.parent;
      case 'meta': return this.meta.getValueMaybeAsync(term.term_id, request);
    }
  }

  private *presentSteps(term: TermRecord, picked: Record<string, unknown>, request: RestRequest): Generator<unknown, RestResponse, unknown> {
    if (picked.link !== undefined) picked.link = yield* wait(picked.link);
    if (picked.meta !== undefined) picked.meta = yield* wait(picked.meta);
    const data = this.filterResponseByContext(yield* wait(this.addAdditionalFieldsMaybeAsync(picked, request)), requestContext(request));
    emptyMetaAsList(data);
    const response = new RestResponse(data);
    if (linksRequested(request)) yield* wait(this.addTermLinks(response, term));
    return this.hooks.applyFilters<RestResponse>(`rest_prepare_${this.taxonomy.name}`, response, term, request);
  }

  /** Adds the term's links; without a promise when its parent (if any) is in the request's cache. */
  private addTermLinks(response: RestResponse, term: TermRecord): MaybePromise<void> {
    const base = `/${this.namespace}/${this.restBase}`;
    response.addLink('self', this.urls.restUrl(`${base}/${term.term_id}`));
    response.addLink('collection', this.urls.restUrl(base));
    response.addLink('about', this.urls.restUrl(`/wp/v2/taxonomies/${this.taxonomy.name}`));
    return andThen(term.parent > 0 ? rowView(this.storage.terms, term.parent) : undefined, (parent) => {
      if (parent !== undefined && parent.taxonomy === term.taxonomy) {
        response.addLink('up', this.urls.restUrl(`${base}/${parent.term_id}`), { embeddable: true });
      }
      this.addPostTypeLinks(response, term);
    });
  }

  private addPostTypeLinks(response: RestResponse, term: TermRecord): void {
    for (const type of this.taxonomy.objectTypes) {
      const postType = this.postTypes.get(type);
      if (postType === undefined || !postType.showInRest || !this.servesRoute(postType.restNamespace, postType.restBase)) continue;
      const items = this.urls.restUrl(`/${postType.restNamespace}/${postType.restBase}`);
      response.addLink('https://api.w.org/post_type', addQueryArgs(items, { [this.restBase]: term.term_id }));
    }
  }
}
