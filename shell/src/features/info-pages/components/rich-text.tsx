import { Fragment } from 'react';
import { Link } from '@coffee/ui';
import type { Rich } from '../info-page-content';

/** Strings as text (never as HTML); shop paths as router links, other addresses as plain links. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => (
    <Fragment key={index}>
      {typeof part === 'string' ? (
        part
      ) : part.to.startsWith('/') ? (
        <Link to={part.to}>{part.label}</Link>
      ) : (
        <a href={part.to}>{part.label}</a>
      )}
    </Fragment>
  ));
}
