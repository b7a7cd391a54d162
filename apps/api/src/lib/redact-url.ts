/** Query parameters that carry a credential: reset-link and upload signatures, share keys, tokens. */
const SECRET_PARAM = /^(signature|sig|key|token|x-amz-signature|x-amz-credential|x-amz-security-token|password)$/i;

/**
 * The URL with the values of credential parameters replaced, for the request log: whoever reads
 * the logs must not be able to replay a reset link or an upload link from them.
 */
export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; its value is still hidden below if it matches.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
};

/** pino's request line, with the URL redacted (Fastify's default fields otherwise). */
export const serializeRequest = (req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
