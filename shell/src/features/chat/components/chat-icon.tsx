import { LineIcon } from '@coffee/ui';

export function ChatIcon() {
  return (
    <LineIcon strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </LineIcon>
  );
}

export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
