import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './Drawer';

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>ID Front</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="ID Front of Maria Lopez" closeLabel="Close" testId="id-drawer">
        <a href="/file">Open in a new tab</a>
      </Drawer>
    </>
  );
}

function openDrawer() {
  const opener = screen.getByRole('button', { name: 'ID Front' });
  opener.focus();
  act(() => {
    fireEvent.click(opener);
  });
  return opener;
}

describe('Drawer', () => {
  it('is a labelled modal panel whose close button takes focus; Tab stays inside; Escape closes and gives focus back', () => {
    render(<DrawerHarness />);
    const opener = openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'ID Front of Maria Lopez' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.dataset.testid).toBe('id-drawer');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    act(() => {
      fireEvent.keyDown(link, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button and from a press on the backdrop, not from a press inside', () => {
    render(<DrawerHarness />);
    openDrawer();
    fireEvent.mouseDown(screen.getByRole('link', { name: 'Open in a new tab' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    openDrawer();
    act(() => {
      fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
