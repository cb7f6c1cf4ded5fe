export { theme, media, BRAND_NAME, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider } from './provider';
export { Button, buttonStyles, type ButtonVariant, type ButtonSize } from './components/button';
export { ButtonLink } from './components/button-link';
export { ProductThumb } from './components/product-thumb';
export {
  Confetti,
  CONFETTI_PIECES,
  CONFETTI_REDUCED_PIECES,
  CONFETTI_REDUCE_AFTER_MS,
  CONFETTI_HIDE_AFTER_MS,
} from './components/confetti';
export {
  Input,
  Textarea,
  Select,
  Label,
  Field,
  FieldError,
  FieldHint,
  CheckboxRow,
  type FieldProps,
} from './components/form';
export {
  Container,
  Card,
  PageTitle,
  Muted,
  Badge,
  bareList,
  cardSurface,
  spreadRow,
  SuccessSeal,
  VisuallyHidden,
  Spinner,
  Skeleton,
} from './components/layout';
export { Switch, type SwitchProps } from './components/switch';
export { Accordion, type AccordionItem } from './components/accordion';
export { formatCount, formatDate, formatPrice, lazyFormatter } from './format';
export {
  ToastView,
  type ToastViewItem,
  type ToastViewProps,
  type ToastViewVariant,
} from './components/toast-view';
export {
  PageShell,
  PageLoading,
  PageMessage,
  LoadFailed,
  type PageMessageProps,
} from './components/page';
export { Dialog, DialogActions, type DialogProps } from './components/dialog';
export { Pager, type PagerProps } from './components/pager';
export { CartTrigger, BagIcon } from './components/cart-trigger';
export { CheckIcon } from './components/check-icon';
export { LineIcon, CrossIcon } from './components/line-icon';
export {
  TicketConversation,
  type ConversationMessage,
  type TicketConversationProps,
} from './components/ticket-conversation';
// The react-router subset (see router.ts): shell and remotes route only through these.
export * from './router';
