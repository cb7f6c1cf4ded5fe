/** One line of the conversation (spec: text, isUser, timestamp). */
export interface ChatMessage {
  text: string;
  isUser: boolean;
  timestamp: Date;
}

export interface ChatVisitor {
  name: string;
  email: string;
}
