import { COPY_INDICATOR_MS } from '@clinic/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './CopyButton';

function stubClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

function renderButton() {
  render(
    <CopyButton text="maria@example.com" copiedLabel="Copied" failedLabel="Copy failed" aria-label="Copy the e-mail maria@example.com">
      Copy
    </CopyButton>,
  );
  return screen.getByRole('button', { name: 'Copy the e-mail maria@example.com' });
}

afterEach(() => {
  jest.useRealTimers();
  stubClipboard(undefined);
});

describe('CopyButton', () => {
  it('copies its text and says Copied for 2 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const button = renderButton();
    jest.useFakeTimers();
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('maria@example.com');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => void jest.advanceTimersByTime(COPY_INDICATOR_MS - 10));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => void jest.advanceTimersByTime(20));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the browser refuses to copy', async () => {
    stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
  });

  it('copies through a selected text area where the page has no async clipboard (plain http)', async () => {
    stubClipboard(undefined);
    const execCommand = jest.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });
});
