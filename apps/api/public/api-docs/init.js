// Renders /openapi.json with the Swagger UI bundled in the API (no network beyond this server).
/* global SwaggerUIBundle, SwaggerUIStandalonePreset -- globals of the swagger-ui-dist scripts the page loads first */
window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    // The document is served here; the public validator badge would call swagger.io.
    validatorUrl: null,
  });
});
