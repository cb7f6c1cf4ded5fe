export { RemotePage } from './remote-page';
export { RemoteWidget } from './remote-widget';
export { startRemotes, MANIFEST_URL } from './load-remote';
export { REMOTE_AREAS, REMOTE_NAMES, type RemoteName } from './remote-names';
