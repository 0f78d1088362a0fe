import { BlogsScreen } from '@/components/dashboard/blogs/blogs-screen';

export default function BlogsPage() {
  return <BlogsScreen />;
}
