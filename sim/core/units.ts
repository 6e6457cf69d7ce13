// Pixels and physics metres are different spaces. Game rules, level data and views speak pixels
// (y grows downward, as in the spec); planck is tuned for bodies of 0.1 to 10 m, so the physics
// side speaks metres. The brands stop one being passed where the other is expected.

export type Px = number & { readonly __unit: 'px' };
export type Metres = number & { readonly __unit: 'm' };

/** 30 px per metre: the 40 px frog is 1.33 m and the fastest fall (15 px per tick) is 0.5 m per tick, well inside planck's comfort zone. */
export const PX_PER_METRE = 30;

export const px = (value: number): Px => value as Px;
export const metres = (value: number): Metres => value as Metres;
export const toMetres = (value: Px): Metres => (value / PX_PER_METRE) as Metres;
export const toPx = (value: Metres): Px => (value * PX_PER_METRE) as Px;
