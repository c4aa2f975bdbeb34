// A text input for an address that gains suggestions on first focus when a provider is configured.
import { useEffect, useRef, type ComponentProps } from 'react';
import { Input } from '../../ui/input';
import type { AddressProvider } from './address-autocomplete';

type AddressInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  provider: AddressProvider | null;
};

export function AddressInput({ value, onValueChange, provider, onFocus, ...props }: AddressInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const detachRef = useRef<(() => void) | null>(null);
  const startedRef = useRef(false);
  const pickRef = useRef(onValueChange);
  useEffect(() => {
    pickRef.current = onValueChange;
  });
  useEffect(() => () => detachRef.current?.(), []);

  return (
    <Input
      ref={inputRef}
      value={value}
      autoComplete={provider ? 'off' : 'street-address'}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={(event) => {
        onFocus?.(event);
        if (!provider || startedRef.current || !inputRef.current) return;
        startedRef.current = true;
        provider.attach(inputRef.current, (address) => pickRef.current(address)).then(
          (detach) => {
            detachRef.current = detach;
          },
          () => {
            // Loading failed: the field stays a plain input.
          },
        );
      }}
      {...props}
    />
  );
}
