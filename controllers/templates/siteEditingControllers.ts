/** The site editing controllers the template and global styles post types name (by class name). */
import { GlobalStylesController } from '../global-styles/GlobalStylesController';
import { GlobalStylesRevisionsController } from '../global-styles/GlobalStylesRevisionsController';
import { TemplateAutosavesController } from './TemplateAutosavesController';
import { TemplateRevisionsController } from './TemplateRevisionsController';
import { TemplatesController } from './TemplatesController';

export const SITE_EDITING_CONTROLLERS: Readonly<Record<string, unknown>> = {
  TemplatesController, TemplateRevisionsController, TemplateAutosavesController, GlobalStylesController, GlobalStylesRevisionsController,
};
