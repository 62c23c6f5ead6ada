import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuButton, MenuItem, MenuItems } from '../menu';

function Fixture({ onSelect = () => undefined }: { onSelect?: (label: string) => void }) {
  return (
    <>
      <Menu>
        <MenuButton aria-label="More actions">…</MenuButton>
        <MenuItems>
          {['Report', 'Copy link', 'Delete'].map((label) => (
            <MenuItem key={label} onSelect={() => onSelect(label)}>
              {label}
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <button type="button">Elsewhere</button>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'More actions' });

describe('Menu', () => {
  it('is closed until its button is pressed, then shows its items with the first focused', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report', 'Copy link', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();

    await user.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home, End and a first letter, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    button().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  });

  it('opens from the keyboard with Enter on its button', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    button().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
  });

  it('closes on Escape and gives its button focus back', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('runs the chosen item once, closed, with the focus back on its button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Fixture onSelect={onSelect} />);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('Copy link');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await user.click(button());
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenLastCalledWith('Delete');
  });

  it('closes when someone presses outside it or tabs away', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
