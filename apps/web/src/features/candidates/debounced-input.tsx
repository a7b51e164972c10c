import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** An input that reports its value after typing pauses (for list filters bound to the URL). */
export function DebouncedInput({ value, onValueChange, delayMs = 300, ...props }: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { value: string; onValueChange: (value: string) => void; delayMs?: number }) {
  const [text, setText] = useState(value);
  const latest = useRef(onValueChange);
  latest.current = onValueChange;
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    // The URL changed from elsewhere (back button, reset): follow it.
    setPrev(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return <Input {...props} value={text} onChange={(e) => setText(e.target.value)} />;
}
