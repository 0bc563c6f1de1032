/**
 * The features Playwright 1.65 turns off in Chromium (its chromiumSwitches.ts),
 * kept here because Chromium reads only the last --disable-features switch,
 * and ours below comes after Playwright's. tests/browser-flags.spec.ts fails
 * when an upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Chromium's headless mode runs a whole browser window unseen, and each window
 * (each test's context) draws its address bar's suggestion popups as WebUI
 * pages, in a renderer of their own. No test looks at them, and they cost
 * about half of Chromium's CPU to open a window.
 */
const UNSEEN_ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Debian's Chromium, never a downloaded one; flags keep it off the closed network.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_ADDRESS_BAR_POPUPS].join(',')}`,
  ],
};
