// A text input for an address that gains suggestions on first focus when a provider is configured.
import { useEffect, useRef, type ComponentProps } from 'react';
import { Input } from '#app/ui/input';
import type { AddressProvider } from './address-autocomplete';

type AddressInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'autoComplete'> & {
  value: string;
  onValueChange: (value: string) => void;
  provider: AddressProvider | null;
  /**
   * What the browser may fill in without a provider: the visitor's own address for the pickup
   * ('address-line1': a one-line input, where 'street-address' is for multi-line ones), nothing for
   * the destination ('off'), which is rarely the home address.
   */
  autofill: 'address-line1' | 'off';
};

export function AddressInput({ value, onValueChange, provider, autofill, onFocus, ...props }: AddressInputProps) {
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
      autoComplete={provider ? 'off' : autofill}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={(event) => {
        onFocus?.(event);
        if (!provider || startedRef.current || !inputRef.current) return;
        startedRef.current = true;
        provider
          .attach(inputRef.current, (address) => pickRef.current(address))
          .then(
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
