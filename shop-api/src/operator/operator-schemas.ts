/** The OpenAPI group of the back office's calls; their schemas are in the shared contract. */
export const tags = ['operator'];
