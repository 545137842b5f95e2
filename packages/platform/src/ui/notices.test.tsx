import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { Menu } from './Menu';
import { Notices } from './Notices';
import { latestNotice, NOTICE_DISMISS_MS, noticeStore, notify } from './notices';

beforeAll(async () => {
  await initI18n('');
});

afterEach(() => {
  act(() => noticeStore.setState({ notices: [] }));
  jest.useRealTimers();
});

describe('Notices', () => {
  it('announces notices politely, stacked, and lets each be closed', () => {
    render(<Notices />);
    act(() => {
      notify('Client data updated.');
      notify('Client data updated.');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(
      within(region)
        .getAllByTestId('notice-text')
        .map((n) => n.textContent),
    ).toEqual(['Client data updated.', 'Client data updated.']);
    act(() => fireEvent.click(within(region).getAllByRole('button', { name: 'Dismiss notice' })[0]!));
    expect(within(region).getAllByTestId('notice')).toHaveLength(1);
  });

  it('lets a success go by itself, but keeps an error until it is closed', () => {
    jest.useFakeTimers();
    render(<Notices />);
    act(() => {
      notify('Email sent.', 'success');
      notify('Error while sending the email to the client.', 'error');
    });
    act(() => jest.advanceTimersByTime(NOTICE_DISMISS_MS));
    expect(screen.getAllByTestId('notice-text').map((n) => n.textContent)).toEqual(['Error while sending the email to the client.']);
    expect(latestNotice()).toMatchObject({ type: 'error' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' })));
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('holds a notice while the pointer is on it', () => {
    jest.useFakeTimers();
    render(<Notices />);
    act(() => void notify('Email sent.'));
    fireEvent.mouseEnter(screen.getByTestId('notice'));
    act(() => jest.advanceTimersByTime(NOTICE_DISMISS_MS * 2));
    expect(screen.getByTestId('notice-text').textContent).toBe('Email sent.');
    fireEvent.mouseLeave(screen.getByTestId('notice'));
    act(() => jest.advanceTimersByTime(NOTICE_DISMISS_MS));
    expect(screen.queryByTestId('notice')).toBeNull();
  });
});

function MenuHarness({ onChoose }: { onChoose: (key: string) => void }) {
  return (
    <Menu
      trigger="Actions"
      label="Actions for Maria Lopez"
      items={[
        { key: 'archive', label: 'Archive', onSelect: () => onChoose('archive') },
        { key: 'pdf', label: 'PDF', disabled: true, hint: 'Choose the office first.', onSelect: () => onChoose('pdf') },
        { key: 'review', label: 'Request review', onSelect: () => onChoose('review') },
      ]}
    />
  );
}

describe('Menu', () => {
  it('is a menu button: the arrows open and move, Escape closes and gives focus back', () => {
    render(<MenuHarness onChoose={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Actions for Maria Lopez' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Actions for Maria Lopez' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Archive' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    const pdf = screen.getByRole('menuitem', { name: 'PDF' });
    expect(document.activeElement).toBe(pdf);
    expect(pdf.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(pdf.getAttribute('aria-describedby')!)?.textContent).toBe('Choose the office first.');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Archive' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Request review' }));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Request review' }));
  });

  it('runs the chosen item and closes, but not a disabled one', () => {
    const chosen: string[] = [];
    render(<MenuHarness onChoose={(key) => chosen.push(key)} />);
    const button = screen.getByRole('button', { name: 'Actions for Maria Lopez' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'PDF' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Request review' }));
    expect(chosen).toEqual(['review']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

function ConfirmHarness({ onSend }: { onSend: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog open={open} title="Request review" confirmLabel="Send" cancelLabel="Cancel" onCancel={() => setOpen(false)} onConfirm={onSend}>
      <p>Send the review request to maria@example.com?</p>
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('names what is sent and to whom, with Cancel focused so Enter sends nothing', () => {
    const onSend = jest.fn();
    render(<ConfirmHarness onSend={onSend} />);
    const dialog = screen.getByRole('dialog', { name: 'Request review' });
    expect(within(dialog).getByText('Send the review request to maria@example.com?')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });
});
