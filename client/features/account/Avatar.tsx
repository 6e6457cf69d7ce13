// A player's picture: the animal avatar they chose, or their initial on a coloured badge when
// they chose none. Used by the header, the account page and the leaderboard.
import type { CSSProperties } from 'react';
import { avatarById, avatarUrl } from '../../../server/features/auth/schema.ts';
import './avatar.css';

export interface AvatarProps {
  avatarId: number | null;
  /** The name whose first letter the badge shows when no avatar is chosen. */
  name: string;
  /** The badge colour (the site's grape when not given). */
  color?: string;
  /** Extra class for the size and place (e.g. `lb-avatar`). */
  className?: string;
}

export function Avatar({ avatarId, name, color, className = '' }: AvatarProps) {
  const chosen = avatarById(avatarId);
  if (chosen) {
    return (
      <span className={`avatar has-pic ${className}`} aria-hidden="true" data-avatar={chosen.key}>
        <img src={avatarUrl(chosen)} alt="" width={96} height={96} draggable={false} />
      </span>
    );
  }
  const style: CSSProperties | undefined = color ? { background: color } : undefined;
  return <span className={`avatar ${className}`} style={style} aria-hidden="true" data-avatar="">{name.slice(0, 1).toUpperCase()}</span>;
}
