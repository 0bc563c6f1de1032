import { mountStandalone } from '@storefront/shared/standalone';
import App from './app/app';

// The remote's own page: the same App the host mounts, under the same path.
void mountStandalone(App, { basePath: '/dashboard' });
