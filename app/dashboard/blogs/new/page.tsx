import { BlogEditScreen } from '@/components/dashboard/blogs/blog-edit-screen';

export default function NewBlogPage() {
  return <BlogEditScreen />;
}
