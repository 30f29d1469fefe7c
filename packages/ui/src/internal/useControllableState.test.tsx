import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

function Counter({ value, onChange }: { value?: number; onChange?: (value: number) => void }) {
  const [count, setCount] = useControllableState({ value, defaultValue: 1, onChange, caller: 'Counter' });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', async () => {
    const onChange = vi.fn();
    render(<Counter onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the controlled value and only asks the parent to change it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Counter value={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(screen.getByRole('button')).toHaveTextContent('5');
    act(() => rerender(<Counter value={6} onChange={onChange} />));
    expect(screen.getByRole('button')).toHaveTextContent('6');
  });
});
