import { inject, type ControllerServices, TOKENS, Controller, Permission, Route, RestError } from '../kit';
import type { Storage } from '../../src/storage/types';

/** `GET /svc/v1/health`: 200 when the database answers a query, 503 `svc_database_unreachable` when not. */
@Controller('svc/v1')
export class HealthController {
  private readonly storage: Storage;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    this.storage = services.storage;
  }

  @Route('/health')
  @Permission(() => true)
  async health(): Promise<{ status: 'ok'; database: string } | RestError> {
    try {
      if (this.storage.ping !== undefined) await this.storage.ping();
      else await this.storage.options.get('siteurl');
      return { status: 'ok', database: this.storage.dialect };
    } catch {
      return new RestError('svc_database_unreachable', 'The database cannot be reached.', { status: 503 });
    }
  }
}
