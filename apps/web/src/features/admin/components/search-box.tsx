import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';

/** A list's search: it runs on Enter or the button (one query per search, not per key). */
export function SearchBox({
  label,
  placeholder,
  initial,
  maxLength,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  initial: string | undefined;
  maxLength: number;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
      className="flex flex-1 gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder ?? label}
        className={inputClasses}
      />
      <Button type="submit" variant="secondary" aria-label={label}>
        <Search className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
