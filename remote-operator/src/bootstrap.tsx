import { mountStandalone } from '@storefront/shared/standalone';
import App from './app/app';
import { OPERATOR_BASE } from './lib/urls/base';

// The remote's own page: the same App the host mounts, under the same path.
void mountStandalone(App, { basePath: OPERATOR_BASE });
