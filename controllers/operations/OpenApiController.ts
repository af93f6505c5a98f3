import { inject, Controller, Permission, Route, TOKENS } from '../kit';
import type { SvcApp } from '../../src/app/SvcApp';
import { openApiDocument } from '../../src/openapi/openApiDocument';

/** `GET /svc/v1/openapi.json`: an OpenAPI 3.1 description of every route the server has now. */
@Controller('svc/v1')
export class OpenApiController {
  constructor(@inject(TOKENS.App) private readonly app: SvcApp) {}

  @Route('/openapi.json')
  @Permission(() => true)
  describe(): Promise<Record<string, unknown>> {
    return openApiDocument(this.app);
  }
}
