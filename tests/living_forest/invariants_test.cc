// The invariant catalogue (verifier/living_forest/invariants.cc) catches what
// it claims to. Each test takes every state of random games of 2, 3 and 4
// players, corrupts it so that exactly one statement breaks (everything the
// checks before it in catalogue order read stays right), and expects that
// invariant's id from the single checks, from the fused fast path and from
// CheckInvariants alike. Each corrupt state is met right after its passing
// original and again after the original passed once more, so a per-thread
// memo that wrongly skips a check shows up as a corrupt state that passes.
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/rules.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"
#include "verifier/core/invariant.h"

namespace arbiter::living_forest::testing {
namespace {

// The single checks run one by one, without the fast path.
std::string SingleChecks(const Match& match) {
  const absl::Status plain =
      CheckInvariants(match, InvariantsFor("living_forest"), /*fast_path=*/nullptr);
  return plain.ok() ? "" : RuleOf(plain);
}

// The id of the first invariant `state` breaks ("" when all hold), from the
// single checks run one by one. With `fresh_thread` they also run on a new
// thread, whose per-thread memos have seen nothing (so no earlier state can
// sway them), and must agree (a thread per call is slow here: callers use it
// on a sample). Expects the fast path and CheckInvariants (which runs the
// fast path first) to agree.
std::string BrokenInvariant(const State& state, bool fresh_thread = true) {
  const Game& game = *FindGame("living_forest");
  TypedMatch<LivingForestRules> match(
      game, std::make_shared<const LivingForestRules>(state.players), state);
  const std::string id = SingleChecks(match);
  if (fresh_thread) {
    std::string fresh;
    std::thread([&] { fresh = SingleChecks(match); }).join();
    EXPECT_EQ(fresh, id) << "single checks on a fresh thread";
  }
  const bool plain_ok = id.empty();
  AllInvariantsHold fast = FastPathFor("living_forest");
  EXPECT_NE(fast, nullptr);
  if (fast != nullptr) {
    EXPECT_EQ(fast(match), plain_ok) << "single checks say '" << id << "'";
  }
  const absl::Status combined = CheckInvariants(match);
  EXPECT_EQ(combined.ok() ? "" : RuleOf(combined), id);
  return id;
}

// Every state (after each event) of one random game of `players` players.
const std::vector<State>& Reached(int players) {
  static std::vector<State> games[kMaxPlayers + 1];
  std::vector<State>& states = games[players];
  if (!states.empty()) return states;
  const Game& game = *FindGame("living_forest");
  PlayOptions options;
  options.players = players;
  options.seed = 101 + players;
  PlayoutOptions playout;
  playout.checkpoint_every = 0;
  playout.golden = false;
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, playout);
  EXPECT_TRUE(log.ok()) << log.status();
  if (!log.ok()) return states;
  std::unique_ptr<Match> match = *game.NewMatch(log->header());
  for (const pb::Event& event : log->events()) {
    EXPECT_TRUE(match->Apply(event).ok());
    states.push_back(AsTyped<LivingForestRules>(*match)->state());
  }
  EXPECT_EQ(states.back().phase, Phase::kGameOver);
  return states;
}

// One reached state in this many is also checked on a fresh thread.
constexpr size_t kFreshThreadStride = 64;

// Corrupts a copy of a reachable state in the way `variant` names; false
// when that way does not apply to this state.
using Corruption = std::function<bool(State& s, int variant)>;

// Applies every variant of `corrupt` to every reached state; expects `id`
// for each corrupt state, met between passes of its original. Returns how
// many corrupt states each variant gave.
std::vector<int> ExpectCaught(const std::string& id, int variants, const Corruption& corrupt) {
  std::vector<int> cases(variants, 0);
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    const std::vector<State>& states = Reached(players);
    for (size_t i = 0; i < states.size(); ++i) {
      const State& good = states[i];
      for (int v = 0; v < variants; ++v) {
        State bad = good;
        if (!corrupt(bad, v)) continue;
        ++cases[v];
        const bool fresh = i % kFreshThreadStride == 0;
        for (int round = 0; round < 2; ++round) {
          EXPECT_EQ(BrokenInvariant(good, fresh), "") << players << " players, event " << i;
          EXPECT_EQ(BrokenInvariant(bad, fresh), id)
              << players << " players, event " << i << ", variant " << v << ", round " << round;
        }
        if (::testing::Test::HasFailure()) return cases;  // one report is enough
      }
    }
  }
  return cases;
}

void ExpectEveryVariantUsed(const std::vector<int>& cases) {
  for (size_t v = 0; v < cases.size(); ++v) EXPECT_GT(cases[v], 0) << "variant " << v;
}

bool AfterSetup(const State& s) { return s.phase != Phase::kSetup; }

TEST(LivingForestInvariants, ReachableStatesPass) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    const std::vector<State>& states = Reached(players);
    ASSERT_GT(states.size(), 50u);
    for (size_t i = 0; i < states.size(); ++i) {
      ASSERT_EQ(BrokenInvariant(states[i], i % kFreshThreadStride == 0), "") << players << " players, event " << i;
    }
  }
}

TEST(LivingForestInvariants, CentreFireCap) {
  // Tokens moved from the supply to the centre until it holds eight: every
  // token still counted once, the centre over its cap.
  ExpectEveryVariantUsed(ExpectCaught("living_forest.centre_fire_cap", 1, [](State& s, int) {
    int need = kCentreFireCap + 1 - CentreTokens(s);
    for (int v = 0; v < kNumFireValues && need > 0; ++v) {
      const int moved = std::min<int>(need, s.fire_supply[v]);
      s.fire_supply[v] = static_cast<uint8_t>(s.fire_supply[v] - moved);
      s.centre[v] = static_cast<uint8_t>(s.centre[v] + moved);
      need -= moved;
    }
    return need == 0;
  }));
}

TEST(LivingForestInvariants, CentreNeverEmpty) {
  // In the guardian phase, the centre's tokens put back in the supply while
  // value-2 tokens remain there.
  ExpectEveryVariantUsed(ExpectCaught("living_forest.centre_never_empty", 1, [](State& s, int) {
    if (s.phase != Phase::kGuardian || CentreTokens(s) == 0) return false;
    for (int v = 0; v < kNumFireValues; ++v) {
      s.fire_supply[v] = static_cast<uint8_t>(s.fire_supply[v] + s.centre[v]);
      s.centre[v] = 0;
    }
    return s.fire_supply[0] > 0;
  }));
}

TEST(LivingForestInvariants, CardsConserved) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.cards_conserved", 6, [](State& s, int variant) {
        if (!AfterSetup(s)) return false;
        PlayerState& p = s.p[s.players - 1];
        Pile& pile = p.deck.n > 0 ? p.deck : p.discard;
        switch (variant) {
          case 0:  // the bottom card of a pile turned into another kind
            if (pile.n == 0) return false;
            pile.cards[0] = static_cast<uint8_t>((pile.cards[0] + 1) % kNumCardKinds);
            return true;
          case 1:  // the top card of a pile copied onto the help line
            if (pile.n == 0) return false;
            p.line.cards[p.line.n++] = pile.cards[pile.n - 1];
            return true;
          case 2:  // a displayed guardian gone
            if (s.display[2][3] == kNoCard) return false;
            s.display[2][3] = kNoCard;
            return true;
          case 3:  // a fire card gone from the burn board
            if (s.burn_cards == 0) return false;
            --s.burn_cards;
            return true;
          case 4: {  // a level-1 stack card turned into another level-1 card
            if (s.stack_n[0] < 2) return false;
            s.stack[0][0] = s.stack[0][1];
            return true;
          }
          default:  // a pile longer than any pile can be
            p.deck.n = kMaxOwned + 1;
            return true;
        }
      }));
}

TEST(LivingForestInvariants, TreeTilesConserved) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.tree_tiles_conserved", 3, [](State& s, int variant) {
        PlayerState& p = s.p[s.players - 1];
        switch (variant) {
          case 0:  // a tile gone from a dispenser
            for (int kind = 0; kind < kNumTreeKinds; ++kind) {
              if (s.dispenser[kind] == 0) continue;
              --s.dispenser[kind];
              return true;
            }
            return false;
          case 1:  // a tile planted without leaving its dispenser
            for (int cell = 0; cell < kForestCells; ++cell) {
              if (p.forest[cell] != kNoTree) continue;
              p.forest[cell] = 0;
              return true;
            }
            return false;
          default:  // the starting tree moved off the centre
            if (p.forest[kForestCentre + 1] != kNoTree) return false;
            p.forest[kForestCentre + 1] = kStartTree;
            p.forest[kForestCentre] = kNoTree;
            return true;
        }
      }));
}

TEST(LivingForestInvariants, ActionLimit) {
  ExpectEveryVariantUsed(ExpectCaught("living_forest.action_limit", 4, [](State& s, int variant) {
    if (s.phase != Phase::kAction) return false;
    PlayerState& p = s.p[s.turn];
    switch (variant) {
      case 0:  // two actions, the same, without Tree11
        if (p.actions_done != 2 || OwnsTree(p, kSameActionTree)) return false;
        p.actions[1] = p.actions[0];
        return true;
      case 1:  // a count with no action recorded for it
        if (p.actions_done == 2) return false;
        ++p.actions_done;
        return true;
      case 2:  // a third action
        if (p.actions_done != 2) return false;
        p.actions_done = 3;
        return true;
      default: {  // a second action with three uncancelled solitaries: solitary
                  // cards of the deck swapped into the line, counts kept
        if (p.actions_done != 2) return false;
        for (int i = 0; i < p.line.n && UncancelledSolitary(p) < kMaxSolitary; ++i) {
          if (CardInfo(p.line.cards[i]).marker == Marker::kSolitary) continue;
          for (int j = 0; j < p.deck.n; ++j) {
            if (CardInfo(p.deck.cards[j]).marker != Marker::kSolitary) continue;
            std::swap(p.line.cards[i], p.deck.cards[j]);
            break;
          }
        }
        return UncancelledSolitary(p) >= kMaxSolitary;
      }
    }
  }));
}

TEST(LivingForestInvariants, GuardianStop) {
  ExpectEveryVariantUsed(ExpectCaught("living_forest.guardian_stop", 1, [](State& s, int) {
    if (s.phase != Phase::kGuardian) return false;
    for (int seat = 0; seat < s.players; ++seat) {
      if (CrowdLineWithSolitaries(s.p[seat])) return true;
    }
    return false;
  }));
}

TEST(LivingForestInvariants, DisplayByLevel) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.display_by_level", 3, [](State& s, int variant) {
        if (!AfterSetup(s)) return false;
        switch (variant) {
          case 0:  // a displayed guardian swapped with another level's stack card
            if (s.display[0][0] == kNoCard || s.stack_n[1] == 0) return false;
            std::swap(s.display[0][0], s.stack[1][0]);
            return true;
          case 1:  // two stack cards of different levels swapped
            if (s.stack_n[1] == 0 || s.stack_n[2] == 0) return false;
            std::swap(s.stack[1][s.stack_n[1] - 1], s.stack[2][0]);
            return true;
          default:  // in the guardian phase, a displayed card put back on its
                    // stack: counts and levels right, a slot left empty
            if (s.phase != Phase::kGuardian || s.display[2][1] == kNoCard ||
                s.stack_n[2] >= kLevelSize[2]) {
              return false;
            }
            s.stack[2][s.stack_n[2]++] = s.display[2][1];
            s.display[2][1] = kNoCard;
            return true;
        }
      }));
}

TEST(LivingForestInvariants, FireTokensConserved) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.fire_tokens_conserved", 3, [](State& s, int variant) {
        PlayerState& p = s.p[s.players - 1];
        switch (variant) {
          case 0:  // a value-4 token extinguished out of nowhere
            ++p.fires[2];
            return true;
          case 1:  // a supply token lost
            if (s.fire_supply[1] == 0) return false;
            --s.fire_supply[1];
            return true;
          default:  // an extinguished value-2 token turned into a value-3 one:
                    // the count right, the split by value wrong
            if (p.fires[0] == 0) return false;
            --p.fires[0];
            ++p.fires[1];
            return true;
        }
      }));
}

TEST(LivingForestInvariants, FragmentsConserved) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.fragments_conserved", 2, [](State& s, int variant) {
        if (variant == 0) {  // a fragment taken without leaving the stock
          ++s.p[s.players - 1].fragments;
          return true;
        }
        if (s.fragment_stock == 0) return false;  // one gone from the stock
        --s.fragment_stock;
        return true;
      }));
}

TEST(LivingForestInvariants, VictoryTilesConserved) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.victory_tiles_conserved", 2, [](State& s, int variant) {
        PlayerState& p = s.p[s.players - 1];
        if (variant == 0) {  // a second fire tile
          ++p.victory[kVictoryFire];
          return true;
        }
        // A tree tile turned into a flower tile: as many tiles, wrong kinds.
        if (p.victory[kVictoryTree] == 0) return false;
        --p.victory[kVictoryTree];
        ++p.victory[kVictoryFlower];
        return true;
      }));
}

TEST(LivingForestInvariants, DistinctRocks) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.distinct_rocks", 2, [](State& s, int variant) {
        if (variant == 0) {
          s.p[s.players - 1].rock = s.p[0].rock;  // two spirits on one rock
        } else {
          s.p[0].rock = kNumRocks;  // off the circle
        }
        return true;
      }));
}

TEST(LivingForestInvariants, PhaseOrder) {
  ExpectEveryVariantUsed(ExpectCaught("living_forest.phase_order", 7, [](State& s, int variant) {
    switch (variant) {
      case 0:  // the Sacred Tree passed to the wrong seat
        if (!AfterSetup(s)) return false;
        s.holder = static_cast<uint8_t>((s.holder + 1) % s.players);
        return true;
      case 1:  // a round counted during setup
        if (AfterSetup(s)) return false;
        s.round = 1;
        return true;
      case 2:  // setup left before the last shuffle
        if (!AfterSetup(s)) return false;
        --s.setup_step;
        return true;
      case 3: {  // an action recorded (consistently) in the guardian phase
        if (s.phase != Phase::kGuardian) return false;
        PlayerState& p = s.p[s.players - 1];
        p.actions_done = 1;
        p.actions[0] = ActionKind::kFragment;
        return true;
      }
      case 4: {  // in the action phase, the last seat in order acted early
        if (s.phase != Phase::kAction) return false;
        const int last = (s.holder + s.players - 1) % s.players;
        if (s.turn == last) return false;
        PlayerState& p = s.p[last];
        p.actions_done = 1;
        p.actions[0] = ActionKind::kFragment;
        return true;
      }
      case 5: {  // the holder passed over before finishing its actions
        if (s.phase != Phase::kAction || s.turn == s.holder) return false;
        PlayerState& p = s.p[s.holder];
        if (p.actions_done == 0) return false;
        p.actions[--p.actions_done] = ActionKind::kNone;
        return true;
      }
      default:  // the action phase with a seat still revealing
        if (s.phase != Phase::kAction) return false;
        s.p[s.turn].stopped = 0;
        return true;
    }
  }));
}

// A bonus open in the guardian phase is a phase_order break (it is read
// there first); the closest bonus_only_on_turn break there would need
// phase_order to hold, which it cannot. So bonus_only_on_turn is broken in
// setup, at the end of the game, and by two bonuses at once.
TEST(LivingForestInvariants, PhaseOrderCatchesABonusOpenInTheGuardianPhase) {
  ExpectEveryVariantUsed(ExpectCaught("living_forest.phase_order", 2, [](State& s, int variant) {
    if (s.phase != Phase::kGuardian) return false;
    if (variant == 0) s.pending = Bonus::kPlant;
    else s.attracting = 1;
    return true;
  }));
}

TEST(LivingForestInvariants, ReshuffleOnlyWhenEmpty) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.reshuffle_only_when_empty", 5, [](State& s, int variant) {
        switch (variant) {
          case 0: {  // awaiting a reshuffle with cards still in the deck
            if (s.phase != Phase::kGuardian) return false;
            PlayerState& p = s.p[0];
            if (p.deck.n == 0) return false;
            p.awaiting_reshuffle = 1;
            return true;
          }
          case 1:  // awaiting a reshuffle after the game ended
            if (s.phase != Phase::kGameOver) return false;
            s.p[0].awaiting_reshuffle = 1;
            return true;
          case 2: {  // two seats with empty decks (their cards moved to the
                     // discard piles, all still counted) both awaiting one
            if (s.phase != Phase::kGuardian) return false;
            for (int seat = 0; seat < 2; ++seat) {
              PlayerState& p = s.p[seat];
              while (p.deck.n > 0) {
                p.discard.cards[p.discard.n++] = p.deck.cards[--p.deck.n];
                p.deck.cards[p.deck.n] = kNoCard;
              }
              if (p.discard.n == 0) return false;
              p.awaiting_reshuffle = 1;
            }
            return true;
          }
          case 3: {  // a just-revealed card in the action phase
            if (s.phase != Phase::kAction || s.p[s.turn].line.n == 0) return false;
            s.p[s.turn].just_revealed = 1;
            return true;
          }
          default: {  // a just-revealed card for a seat that stopped
            if (s.phase != Phase::kGuardian) return false;
            for (int seat = 0; seat < s.players; ++seat) {
              PlayerState& p = s.p[seat];
              if (!p.stopped || p.line.n == 0) continue;
              p.just_revealed = 1;
              return true;
            }
            return false;
          }
        }
      }));
}

TEST(LivingForestInvariants, BonusOnlyOnTurn) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.bonus_only_on_turn", 4, [](State& s, int variant) {
        switch (variant) {
          case 0:  // a plant bonus open during setup
            if (AfterSetup(s)) return false;
            s.pending = Bonus::kPlant;
            return true;
          case 1:  // an extinguish bonus open after the game ended
            if (s.phase != Phase::kGameOver) return false;
            s.pending = Bonus::kExtinguish;
            return true;
          case 2:  // an attract open after the game ended
            if (s.phase != Phase::kGameOver) return false;
            s.attracting = 1;
            return true;
          default:  // an attract and a bonus open together on a turn
            if (s.phase != Phase::kAction) return false;
            s.attracting = 1;
            if (s.pending == Bonus::kNone) s.pending = Bonus::kPlant;
            return true;
        }
      }));
}

TEST(LivingForestInvariants, WinnersQualify) {
  ExpectEveryVariantUsed(
      ExpectCaught("living_forest.winners_qualify", 3, [](State& s, int variant) {
        switch (variant) {
          case 0:  // a winner named before the end
            if (s.phase == Phase::kGameOver) return false;
            s.winners_mask = 1;
            return true;
          case 1:  // the game over with nobody winning
            if (s.phase != Phase::kGameOver) return false;
            s.winners_mask = 0;
            return true;
          default:  // a seat below twelve everywhere named a winner
            if (s.phase != Phase::kGameOver) return false;
            for (int seat = 0; seat < s.players; ++seat) {
              if (Qualifies(s.p[seat])) continue;
              s.winners_mask = static_cast<uint8_t>(s.winners_mask | 1u << seat);
              return true;
            }
            return false;
        }
      }));
}

// A winner bit for a seat not in the game: a 2-player game "won" by seat 3
// alone, or an extra bit next to the real winners.
TEST(LivingForestInvariants, WinnersQualifyNamesOnlySeatsInPlay) {
  const State over = Reached(2).back();
  ASSERT_EQ(BrokenInvariant(over), "");
  State bad = over;
  bad.winners_mask = 1u << 3;
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.winners_qualify");
  bad = over;
  bad.winners_mask = static_cast<uint8_t>(bad.winners_mask | 1u << 2);
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.winners_qualify");
}

// A phase value that is none of the four, with no winners named (so that
// winners_qualify has nothing to say).
TEST(LivingForestInvariants, PhaseOrderKnownPhasesOnly) {
  State bad = Reached(2).back();
  bad.phase = static_cast<Phase>(7);
  bad.winners_mask = 0;
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.phase_order");
}

// Seats out of play hold nothing: tokens, fragments or tiles given to one
// break the totals they would otherwise escape.
TEST(LivingForestInvariants, SeatsOutOfPlayHoldNothing) {
  const State over = Reached(2).back();
  State bad = over;
  ++bad.p[3].fires[0];
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.fire_tokens_conserved");
  bad = over;
  ++bad.p[3].fragments;
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.fragments_conserved");
  bad = over;
  ++bad.p[2].victory[1];
  EXPECT_EQ(BrokenInvariant(bad), "living_forest.victory_tiles_conserved");
}

}  // namespace
}  // namespace arbiter::living_forest::testing
