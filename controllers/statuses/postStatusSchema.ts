import type { Schema } from '../../src/schema/types';
import { objectSchema } from '../shared/readonlyItemSchema';

const property = (description: string, type: Schema['type'], context: string[]): Schema => ({ description, type, context, readonly: true });

/** The `status` resource as WordPress publishes it. */
export function postStatusSchema(): Schema {
  return objectSchema('status', {
    name: property('The title for the status.', 'string', ['embed', 'view', 'edit']),
    private: property('Whether posts with this status should be private.', 'boolean', ['edit']),
    protected: property('Whether posts with this status should be protected.', 'boolean', ['edit']),
    public: property('Whether posts of this status should be shown in the front end of the site.', 'boolean', ['view', 'edit']),
    queryable: property('Whether posts with this status should be publicly-queryable.', 'boolean', ['view', 'edit']),
    show_in_list: property('Whether to include posts in the edit listing for their post type.', 'boolean', ['edit']),
    slug: property('An alphanumeric identifier for the status.', 'string', ['embed', 'view', 'edit']),
    date_floating: property('Whether posts of this status may have floating published dates.', 'boolean', ['view', 'edit']),
  });
}
