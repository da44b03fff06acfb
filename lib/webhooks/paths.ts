/** Where an endpoint's page is: the console's for the app's endpoints, the organization's settings for its own. */
export const endpointListPath = (slug?: string) => (slug ? `/orgs/${slug}/webhooks` : "/admin/developers/webhooks");
export const endpointPagePath = (endpointId: string, slug?: string) => `${endpointListPath(slug)}/${endpointId}`;
