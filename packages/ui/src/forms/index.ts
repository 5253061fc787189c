// @storefront/ui/forms: the form of a call in the endpoint table, useEndpointForm (its failure
// line, FormFailure and failureText, are in the core). Only the screens with a form load this
// part, with react-hook-form and the resolver.
export { useEndpointForm, type EndpointForm, type EndpointFormOptions } from './use-endpoint-form';
