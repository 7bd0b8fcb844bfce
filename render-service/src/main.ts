// The render service's entry; the server is built on branch fix/render-service.
console.log('render service: not built yet');
