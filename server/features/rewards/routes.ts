// Rewards calls: the balance, add_coin (a refresh: coins come only from verified events),
// update_gem_count (bounded by what a room saw), and the realtime coin channel as server-sent
// events. Visitors earn nothing (401).
import { Router } from 'express';
import { forbidden } from '../../http/errors.ts';
import { requireUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import type { PubSub } from '../../realtime/pubsub.ts';
import { streamChannel } from '../../realtime/sse.ts';
import type { AuthService } from '../auth/service.ts';
import { coinChannelQuerySchema, testCreditSchema, updateGemCountSchema, type AddCoinResponse, type BalanceResponse, type CoinUpdate, type GemCountResponse } from './schema.ts';
import { coinChannel, type RewardsService } from './service.ts';

export interface RewardsRoutesDeps { rewards: RewardsService; auth: AuthService; pubsub: PubSub; testHooks: boolean }

export function rewardsRoutes({ rewards, auth, pubsub, testHooks }: RewardsRoutesDeps): Router {
  const r = Router();

  // Test hooks only (TEST_HOOKS=1, never in production): browser tests of the live balance need a
  // credit they can cause without playing a whole game.
  if (testHooks) {
    r.post('/api/test/credit_coins', async (req, res) => {
      const user = requireUser(req);
      const { amount } = parseInput(testCreditSchema, req.body);
      res.json({ success: true, ...(await rewards.credit(user.id, { amount, reason: 'quiz_completion', ref: `test-${Date.now()}-${Math.random()}` })) });
    });
  }

  r.get('/api/v1/user_rewards/balance', async (req, res) => {
    const user = requireUser(req);
    const body: BalanceResponse = { success: true, user_id: user.id, coins: await rewards.balance(user.id) };
    res.json(body);
  });

  // Sent on each coin collected (spec 000) and each correct answer (specs 001, 002). A bodiless
  // call proves nothing, so it credits nothing: the room or the checked answer already did.
  r.post('/api/v1/user_rewards/add_coin', async (req, res) => {
    const user = requireUser(req);
    const body: AddCoinResponse = { success: true, coins: await rewards.balance(user.id) };
    res.json(body);
  });

  r.post('/api/v1/user_rewards/update_gem_count', async (req, res) => {
    const user = requireUser(req);
    const { gem_count } = parseInput(updateGemCountSchema, req.body);
    const body: GemCountResponse = { success: true, gem_count: await rewards.saveGemCount(user.id, gem_count) };
    res.json(body);
  });

  r.get('/api/v1/user_rewards/coin_channel', async (req, res) => {
    const viewer = requireUser(req);
    const { user_id } = parseInput(coinChannelQuerySchema, req.query);
    if (user_id !== viewer.id) {
      const child = await auth.findById(user_id);
      if (!child || child.parentId !== viewer.id) throw forbidden('You can only follow your own coins or your children’s.');
    }
    // The balance is read once the subscription is live, so no credit falls between the two.
    await streamChannel<CoinUpdate>(req, res, pubsub, coinChannel(user_id), async () => ({ user_id, coins: await rewards.balance(user_id) }));
  });

  return r;
}
