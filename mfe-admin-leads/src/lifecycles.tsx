import { i18n, initI18n } from '@clinic/platform';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App';
import { RenderError } from './components/RenderError';
import { registerTexts } from './texts';

/** The single-spa lifecycles exposed as `./app`; the shell mounts them into `props.domElement`. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => <RenderError />,
});

export const bootstrap: typeof lifecycles.bootstrap = (props) => {
  // The shell initialises i18n before starting single-spa; this keeps the remote usable on its own.
  if (!i18n.isInitialized) initI18n();
  registerTexts();
  return lifecycles.bootstrap(props);
};
export const { mount, unmount } = lifecycles;
