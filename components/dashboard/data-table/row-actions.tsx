'use client';

import { EllipsisVertical } from 'lucide-react';
import { Menu, MenuItem } from '@/components/ui/menu';

export type RowAction = {
  label: string;
  href?: string;
  onSelect?: () => void;
  danger?: boolean;
  icon?: React.ReactNode;
};

/** The ⋮ menu at the end of a row. `label` names the row ("Actions for Jane Smith") for screen readers. */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu
      label={label}
      button={<EllipsisVertical aria-hidden className="size-5 text-ink-muted" />}
      buttonClassName="rounded-full"
      widthClass="w-44"
    >
      {actions.map((a) => (
        <MenuItem key={a.label} href={a.href} onSelect={a.onSelect} className={a.danger ? 'text-danger' : undefined}>
          {a.icon}
          {a.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
