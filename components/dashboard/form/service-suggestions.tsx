'use client';

import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@/lib/categories/hooks';

/** The company's service categories, suggested by the line items' service inputs (`list=`). */
export default function ServiceSuggestions({ id }: { id: string }) {
  const categories = useQuery(categoriesQuery());
  return (
    <datalist id={id}>
      {(categories.data?.data ?? []).map((c) => (
        <option key={c.id} value={c.name} />
      ))}
    </datalist>
  );
}
