'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

type Props = {
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Rows per page, "1–25 of 240" and previous/next, against the API's pageNumber/pageSize. */
export function TablePagination({ pageNumber, pageSize, totalRecords, onPage, onPageSize }: Props) {
  const t = useTranslations('dashboardTable');
  const id = useId();
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const from = totalRecords === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const to = Math.min(totalRecords, pageNumber * pageSize);
  const button =
    'inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/5 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-line px-4 py-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-ink-muted">
          {t('rowsPerPage')}
        </label>
        <select
          id={id}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="min-h-11 rounded border border-line bg-surface px-2"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="tabular-nums text-ink-muted">
        {t('range', { from, to, total: totalRecords })}
      </p>
      <div className="flex items-center">
        <button
          type="button"
          className={button}
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
          aria-label={t('previous')}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={button}
          disabled={pageNumber >= totalPages}
          onClick={() => onPage(pageNumber + 1)}
          aria-label={t('next')}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
      </div>
    </div>
  );
}
