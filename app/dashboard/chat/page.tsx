import { ChatThreadsScreen } from '@/components/dashboard/chats/chat-threads-screen';

export default function ChatPage() {
  return <ChatThreadsScreen />;
}
