export { ChatWidget, loadChatSession } from './components/chat-widget';
