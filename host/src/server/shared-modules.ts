import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as shared from '@storefront/shared';

/**
 * What a remote's server build may require, handed over by name: the same
 * singletons its browser build takes from the host's page.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  '@storefront/shared': shared,
};
