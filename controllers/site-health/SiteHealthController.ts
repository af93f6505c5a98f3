/**
 * WordPress's WP_REST_Site_Health_Controller under `wp-site-health/v1`: read it
 * beside `class-wp-rest-site-health-controller.php`. Each route needs
 * `view_site_health_checks` (filterable per check through
 * `site_health_test_rest_capability_{$check}`); the tests ask what matters for
 * this stack (siteHealthTests.ts).
 */
import { inject, Controller, Permission, Route, TOKENS, RestError, type Schema, SiteController } from '../kit';
import type { SvcApp } from '../../src/app/SvcApp';
import { directorySizes, type SizeEntry } from './directorySizes';
import {
  authorizationHeaderTest, backgroundUpdatesTest, dotorgCommunicationTest, httpsStatusTest, loopbackRequestsTest, pageCacheTest,
  type HealthContext, type HealthResult,
} from './siteHealthTests';
import { objectSchema } from '../shared/readonlyItemSchema';

type Check = 'background_updates' | 'loopback_requests' | 'https_status' | 'dotorg_communication' | 'authorization_header' | 'directory_sizes' | 'page_cache';

const readonlyField = (type: string, description: string, extra: Schema = {}): Schema => ({ type, description, ...extra, readonly: true });

/** The permission of one check's route. */
const allowed = (check: Check) => (_request: unknown, controller: SiteHealthController): Promise<boolean> => controller.validateRequestPermission(check);

@Controller('wp-site-health/v1')
export class SiteHealthController extends SiteController {
  @inject(TOKENS.App) private readonly app!: SvcApp;

  protected override buildItemSchema(): Schema {
    return objectSchema('wp-site-health-test', {
      test: readonlyField('string', 'The name of the test being run.'),
      label: readonlyField('string', 'A label describing the test.'),
      status: readonlyField('string', 'The status of the test.', { enum: ['good', 'recommended', 'critical'] }),
      badge: readonlyField('object', 'The category this test is grouped in.', {
        properties: {
          label: { type: 'string', readonly: true },
          color: { type: 'string', enum: ['blue', 'orange', 'red', 'green', 'purple', 'gray'], readonly: true },
        },
      }),
      description: readonlyField('string', 'A more descriptive explanation of what the test looks for, and why it is important for the user.'),
      actions: readonlyField('string', 'HTML containing an action to direct the user to where they can resolve the issue.'),
    });
  }

  /** Whether the user has the check's capability (`view_site_health_checks` unless filtered). */
  async validateRequestPermission(check: Check): Promise<boolean> {
    const capability = this.hooks.applyFilters<string>(`site_health_test_rest_capability_${check}`, 'view_site_health_checks', check);
    return this.can(capability);
  }

  private context(): HealthContext {
    return {
      storage: this.storage,
      options: this.options,
      loopback: async () => (await this.app.doRequest('/')).getStatus(),
    };
  }

  @Route('/tests/background-updates')
  @Permission(allowed('background_updates'))
  testBackgroundUpdates(): Promise<HealthResult> {
    return backgroundUpdatesTest(this.context());
  }

  @Route('/tests/loopback-requests')
  @Permission(allowed('loopback_requests'))
  testLoopbackRequests(): Promise<HealthResult> {
    return loopbackRequestsTest(this.context());
  }

  @Route('/tests/https-status')
  @Permission(allowed('https_status'))
  testHttpsStatus(): HealthResult {
    return httpsStatusTest(this.context());
  }

  @Route('/tests/dotorg-communication')
  @Permission(allowed('dotorg_communication'))
  testDotorgCommunication(): HealthResult {
    return dotorgCommunicationTest(this.context());
  }

  @Route('/tests/authorization-header')
  @Permission(allowed('authorization_header'))
  testAuthorizationHeader(): HealthResult {
    return authorizationHeaderTest();
  }

  @Route('/directory-sizes', { schema: false })
  @Permission(allowed('directory_sizes'))
  async getDirectorySizes(): Promise<Record<string, number | SizeEntry> | RestError> {
    const sizes = await directorySizes(this.storage, this.options.uploadsDir);
    if ((sizes.total_size as SizeEntry).debug === 'not available') {
      return new RestError('not_available', 'Directory sizes could not be returned.', { status: 500 });
    }
    return sizes;
  }

  @Route('/tests/page-cache', { schema: false })
  @Permission(allowed('page_cache'))
  testPageCache(): HealthResult {
    return pageCacheTest();
  }
}
