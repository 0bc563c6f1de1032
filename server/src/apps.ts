import { parsePublicOrigin } from './public-origin';

/** Default ports (docs/design-decisions.md); each can be overridden by the app's env variable. */
export const APPS: Record<string, { port: number; portEnv: string }> = {
  host: { port: 8080, portEnv: 'HOST_PORT' },
  'remote-storefront': { port: 8081, portEnv: 'STOREFRONT_PORT' },
  'remote-verify': { port: 8082, portEnv: 'VERIFY_PORT' },
  'remote-dashboard': { port: 8083, portEnv: 'DASHBOARD_PORT' },
  'remote-operator': { port: 8084, portEnv: 'OPERATOR_PORT' },
};

export function portOf(app: string, env: NodeJS.ProcessEnv = process.env): number {
  const { port, portEnv } = APPS[app]!;
  return Number(env[portEnv] ?? port);
}

/**
 * The site's public origin: PUBLIC_ORIGIN, or by default the host's own
 * address (http://localhost:<HOST_PORT>). Throws, naming PUBLIC_ORIGIN, for a
 * value that is not a bare origin.
 */
export function configuredPublicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return parsePublicOrigin(env.PUBLIC_ORIGIN ?? `http://localhost:${portOf('host', env)}`);
}

/**
 * configuredPublicOrigin() for a start script: a wrong PUBLIC_ORIGIN stops it
 * before anything starts, with one line saying why.
 */
export function configuredPublicOriginOrExit(): string {
  try {
    return configuredPublicOrigin();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(2);
  }
}
