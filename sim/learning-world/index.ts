// The public API of the Learning World, for the server room and the browser.
export { createLearningWorld, coinMultiplier, enemyTarget, enemySpeedMultiplier } from './world.ts';
export type { LearningWorld, LearningWorldOptions, GameStateName } from './world.ts';
export { stepLearningWorld } from './step.ts';
export { answerCatch } from './commands.ts';
export { learningWorldView, playerView } from './views.ts';
export type { LearningWorldView, LearningPlayerView } from './views.ts';
export { snapshotLearningWorld, restoreLearningWorld, hashLearningWorld, LEARNING_WORLD_SNAPSHOT_FORMAT } from './snapshot.ts';
export type { LearningWorldSnapshot } from './snapshot.ts';
export type { LearningWorldEvent, LearningWorldEventType, CatchAnswer } from './events.ts';
export * as LearningWorldConstants from './constants.ts';
