// Choosing an avatar: the twelve animals and "my initial" (no picture) as radio tiles. A choice is
// saved at once through `save` (the player's own avatar, or a parent's choice for a child).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AVATARS } from '../../../server/features/auth/schema.ts';
import type { ApiError } from '../../api/client.ts';
import { Avatar } from './Avatar.tsx';

export interface AvatarPickerProps {
  /** The avatar chosen now (null: the initial badge). */
  value: number | null;
  /** Whose picture it is: the legend's words and the initial of the badge. */
  legend: string;
  name: string;
  /** Radio group name, unique on the page. */
  group: string;
  save: (avatarId: number | null) => Promise<unknown>;
}

export function AvatarPicker({ value, legend, name, group, save }: AvatarPickerProps) {
  const choose = useMutation({ mutationFn: save });
  // The choice shows at once (set in the click itself, so the radio never springs back) and stays
  // while the account is read again; a failed save shows the saved avatar again.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const shown = picked !== undefined ? picked : value;
  const pick = (id: number | null) => {
    setPicked(id);
    choose.mutate(id, { onError: () => setPicked(undefined) });
  };
  const options = [...AVATARS.map((a) => ({ id: a.id as number | null, label: a.name })), { id: null, label: 'My initial' }];
  return (
    <fieldset className="avatar-picker" aria-busy={choose.isPending}>
      <legend>{legend}</legend>
      <div className="avatar-grid">
        {options.map((o) => (
          <label key={o.id ?? 'none'} className="avatar-choice">
            <input type="radio" name={group} value={o.id ?? ''} checked={shown === o.id} onChange={() => pick(o.id)} />
            <Avatar avatarId={o.id} name={name} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <p className="feedback avatar-picker-status" role="status">
        {choose.isSuccess && !choose.isPending ? 'Avatar saved!' : ''}
      </p>
      {choose.error && <p className="form-error" role="alert">{(choose.error as ApiError).message}</p>}
    </fieldset>
  );
}
