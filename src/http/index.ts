/** Public surface of the HTTP layer. */
export { restMiddleware } from './restMiddleware';
export { errorMiddleware } from './errorMiddleware';
export { handleClientError } from './handleClientError';
export { discoveryMiddleware } from './discoveryMiddleware';
export { RestUrlBuilder } from './RestUrlBuilder';
export { API_LINK_RELATION, restLinkHeader, restLinkElement, editorDiscoveryDocument } from './discovery';
export { parseQueryString, phpUrlDecode } from '../server/queryString';
