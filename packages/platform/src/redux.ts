// The part of Redux Toolkit and react-redux that shell and remotes use directly. Platform owns
// the store and the one RTK Query api (remotes inject endpoints), and it is a federation
// singleton, so the rest of the app reaches these libraries only through it: they are no longer
// shared themselves, because a shared module cannot be tree-shaken (RTK alone cost ~30 KB gzipped
// plus immer and reselect on the first load, shared under several keys). Importing
// @reduxjs/toolkit or react-redux outside platform would bundle a second copy; the Provider must
// be this one, the react-redux that platform's hooks and RTK Query's hooks read the store from.
export { Provider } from 'react-redux';
export { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
export type { SerializedError } from '@reduxjs/toolkit';
