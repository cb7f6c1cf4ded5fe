export { RemotePage } from './remote-page';
export { RemoteWidget } from './remote-widget';
export { startRemotes, MANIFEST_URL } from './load-remote';
