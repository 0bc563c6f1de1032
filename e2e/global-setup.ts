import { chromium, type FullConfig } from '@playwright/test';
import { OPERATOR } from './support/api';
import { signIn } from './support/shopper';
import { removeRunDir } from './support/two-factor';

// The owner signs in with a second step, and the API takes one code a step
// (about two sign-ins a minute): more than that, and two workers starting
// together, would queue behind the clock. So the owner signs in once a run,
// here, after the servers are up and before any spec: through the sign-in
// page, as anyone does, and the session (the browser's cookies and stored
// keys, whose token also serves the API calls) is kept in the run's folder
// for every worker (support/two-factor.ts). Specs that test signing in do
// their own.
export default async function globalSetup(config: FullConfig) {
  const { launchOptions, baseURL } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/');
    await signIn(page, OPERATOR.identifier, OPERATOR.password);
  } finally {
    await browser.close();
  }
  return removeRunDir;
}
