export { lazyPage, type LazyPage } from './lazyPage';
export { createRemoteApp, type PageProps, type RemoteAppOptions, type RemoteLifecycles, type RemotePages } from './createRemoteApp';
export { notifyLocationChange, subscribeToLocation, useCurrentLocation, useCurrentPath, type CurrentLocation } from './location';
export { RemoteRenderError, type RemoteRenderErrorProps } from './RemoteRenderError';
export { loadRemoteModule, setRemoteModuleLoader, type RemoteModuleLoader } from './remoteModules';
