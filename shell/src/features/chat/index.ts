export { ChatWidget } from './components/chat-widget';
