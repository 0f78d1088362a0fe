import { BlogEditScreen } from '@/components/dashboard/blogs/blog-edit-screen';

export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  return <BlogEditScreen id={(await params).id} />;
}
