import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DropdownMenu } from '@/components/ui/dropdown-menu';

function renderMenu() {
  render(
    <DropdownMenu label="Show the services submenu" button="▾">
      <button type="button" role="menuitem">
        Carpet Cleaning
      </button>
      <button type="button" role="menuitem">
        Home Removal
      </button>
    </DropdownMenu>,
  );
  const toggle = screen.getByRole('button', { name: 'Show the services submenu' });
  const menu = () => screen.queryByRole('menu', { hidden: false });
  return { toggle, menu };
}

describe('DropdownMenu', () => {
  it('opens from the keyboard on the first item; Escape closes it and gives focus back to the toggle', () => {
    const { toggle, menu } = renderMenu();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(menu()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Carpet Cleaning' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Home Removal' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('opened by a click, focus on the toggle, Escape still closes it', () => {
    const { toggle, menu } = renderMenu();
    toggle.focus();
    fireEvent.click(toggle);
    expect(menu()).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
