// The public API of Brain Climb, for the server room and the browser.
export { generateLevel, platformCount, movingChance } from './level.ts';
export type { LevelData, PlatformData, OrbData, CoinData, GemData } from './level.ts';
export { createBrainClimbWorld, createBrainClimbWorldFromLevel, addFrog, removeFrog, buildWorld } from './world.ts';
export { shortTestLevel, TEST_LEVEL_SEED } from './testLevel.ts';
export type { BrainClimbWorld, BrainClimbOptions, FrogOptions, CleanupFrom } from './world.ts';
export { stepBrainClimb } from './step.ts';
export { refillEnergy, restartFrog, restartBrainClimb, advanceLevel, playerKeys, correctFrog, removePickup } from './commands.ts';
export type { FrogCorrection } from './commands.ts';
export { frogView, listFrogs, listPlatforms, listPickups } from './views.ts';
export type { FrogView, PlatformView, PickupView } from './views.ts';
export { snapshotBrainClimb, restoreBrainClimb, hashBrainClimb, BRAIN_CLIMB_SNAPSHOT_FORMAT } from './snapshot.ts';
export type { BrainClimbSnapshot, FrogSnapshot } from './snapshot.ts';
export type { BrainClimbEvent, BrainClimbEventType } from './events.ts';
export type { FrogStateName, AnimationName } from './components.ts';
export { FROG_STATE_NAMES, ANIMATION_NAMES } from './components.ts';
export * as BrainClimbConstants from './constants.ts';
