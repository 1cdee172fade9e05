import http from "node:http";

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A lean HTTP client over keep-alive connections, for tests that send thousands of
 * requests: Node 20's fetch costs about four times the CPU per request.
 */
export function createHttpClient(baseUrl: string, maxSockets = 32) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method: string, pathname: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<PlainResponse>((resolve, reject) => {
      const req = http.request(
        new URL(pathname, baseUrl),
        {
          method,
          agent,
          headers:
            body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  return {
    get: (pathname: string) => request("GET", pathname),
    post: (pathname: string, body: string, headers: Record<string, string> = {}) =>
      request("POST", pathname, body, headers),
    close: () => agent.destroy(),
  };
}
