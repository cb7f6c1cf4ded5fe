// Container health check without curl or wget in the image: GET http://127.0.0.1:$PORT$HEALTHCHECK_PATH.
const port = process.env.PORT || '8080';
const path = process.env.HEALTHCHECK_PATH || '/healthz';
fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
