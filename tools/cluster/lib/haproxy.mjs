import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** An API instance as HAProxy knows it. @typedef {{ name: string, port: number }} Backend */

/**
 * HAProxy in front of the API instances. Health checks take a draining
 * instance out at once (its /api/health answers 503), and a request that never
 * reached an instance (refused connection, a keep-alive connection closed under
 * it, or the 503 a closing instance gives) goes to the other one. A retried
 * order cannot be placed twice: the first attempt, if it committed, emptied
 * the cart the retry would need.
 * @param {{ port: number, instances: Backend[] }} options `port`: the load balancer's
 */
export function haproxyConfig({ port, instances }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  option forwardfor

frontend api
  bind 127.0.0.1:${port}
  bind [::1]:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500 fall 1 rise 2
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
`;
}

/**
 * Writes the configuration into `dir` and answers its path.
 * @param {{ dir: string, port: number, instances: Backend[] }} options
 */
export function writeHaproxyConfig({ dir, port, instances }) {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, instances }));
  return file;
}
