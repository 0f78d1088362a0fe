import { ChatThreadsScreen } from '@/components/dashboard/chat/chat-threads-screen';

export default function ChatPage() {
  return <ChatThreadsScreen />;
}
