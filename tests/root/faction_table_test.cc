// The faction table (engine/root/factions/table.cc) and the hooks the common
// rules ask: every piece kind has exactly one owner, setup order is the
// seed's (派閥ボード: 猫野候国→鷲巣王朝→森林連合→放浪部族), and at most one
// faction wins ties for rule (RulersOf relies on it).
#include <algorithm>
#include <bit>
#include <cstddef>
#include <random>
#include <vector>

#include "engine/root/board.h"
#include "engine/root/factions/faction.h"
#include "engine/core/game.h"
#include "engine/root/legal.h"
#include "engine/root/others_actions.h"
#include "engine/root/outrage.h"
#include "engine/root/reducer.h"
#include "engine/root/services.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

TEST(RootFactions, PieceKindsHaveOneOwner) {
  for (int k = 0; k < kNumPieceKinds; ++k) {
    int owners = 0;
    for (int f = 0; f < kNumFactions; ++f) owners += (RulesOf(Faction(f)).pieces >> k) & 1;
    EXPECT_EQ(owners, 1) << "piece kind " << k;
    EXPECT_TRUE((RulesOf(PieceOwner(PieceKind(k))).pieces >> k) & 1);
  }
}

TEST(RootFactions, TableIndexedByFactionInSetupOrder) {
  for (int f = 0; f < kNumFactions; ++f) {
    EXPECT_EQ(RulesOf(Faction(f)).faction, Faction(f));
    // Enum values follow the seed's order, but for the Mechanical Marquise,
    // which sets up in the Marquise's place (facts 10.1.2: setup letter A).
    const Faction want = f == 0 ? Faction::kMarquise
                         : f == 1 ? Faction::kMechanical
                                  : Faction(f - 1);
    EXPECT_EQ(kSetupOrder[f], want);
    Faction back;
    ASSERT_TRUE(FactionByName(RulesOf(Faction(f)).name, &back));
    EXPECT_EQ(back, Faction(f));
  }
}

TEST(RootFactions, RuleLordsOfTheForestAtMostOneTieWinner) {
  int winners = 0;
  for (int f = 0; f < kNumFactions; ++f) winners += RulesOf(Faction(f)).wins_rule_ties;
  EXPECT_LE(winners, 1);
}

// The lanes a faction gives RulersOf count what rule counts clearing by
// clearing: its warriors and its buildings, not its tokens.
TEST(RootFactions, RulePresenceIsWarriorsPlusBuildings) {
  testing::Table t;
  t.s.warriors[1][0] = 4;  // something in the keep's clearing for both
  for (int f = 0; f < kNumFactions; ++f) {
    const Lanes lanes = RulePresence(t.s, Faction(f));
    for (int c = 0; c < kNumClearings; ++c) {
      std::array<uint8_t, kNumClearings> at{};
      at[c] = uint8_t(t.s.warriors[f][c] + FactionBuildings(t.s, Faction(f), c));
      // Equal in clearing c: neither exceeds the other there.
      const uint16_t bit = uint16_t(1u << c);
      Lanes exact = Load12(at.data());
      EXPECT_FALSE(GreaterMask(lanes, exact) & bit) << "faction " << f << " clearing " << c + 1;
      EXPECT_FALSE(GreaterMask(exact, lanes) & bit) << "faction " << f << " clearing " << c + 1;
    }
  }
}

// What a faction declares as data (its building rows, card sets, off-map
// count) lies inside State, and its always_in_state flag is the Marquise's
// and the Eyrie's alone (every later faction's digest and snapshot sections
// exist only when it plays, so that older golden digests stay valid).
TEST(RootFactions, DeclaredStateBytesAreInsideState) {
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    ASSERT_GE(fr.building_rows.count, 1) << fr.name;
    ASSERT_LE(fr.building_rows.count, kMaxBuildingRows) << fr.name;
    for (uint16_t at : fr.building_rows.at) EXPECT_LE(at + kNumClearings, sizeof(State)) << fr.name;
    ASSERT_LE(fr.card_sets.count, kMaxCardSets) << fr.name;
    for (int i = 0; i < fr.card_sets.count; ++i)
      EXPECT_LE(fr.card_sets.at[i] + sizeof(uint64_t), sizeof(State)) << fr.name;
    if (fr.warriors_off_map_at != kNoneOffMap) {
      EXPECT_LT(size_t(fr.warriors_off_map_at), sizeof(State));
    }
    EXPECT_EQ(fr.always_in_state, f <= Fi(Faction::kEyrie)) << fr.name;
    EXPECT_NE(fr.write_snapshot, nullptr) << fr.name;
    EXPECT_NE(fr.read_snapshot, nullptr) << fr.name;
    EXPECT_NE(fr.digest, nullptr) << fr.name;
  }
}

// root.rule.lords_of_the_forest: the unrolled three-seat rule (a faction
// against the lane-wise maximum of the others) decides what the plain
// pairwise comparison decides, for every seat order, with many ties.
TEST(RootFactions, RuleUnrolledForThreeSeatsEqualsPairwise) {
  testing::Table t;
  std::mt19937 rng(12);
  std::array<Faction, 3> order = {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance};
  int ruled = 0, compared = 0;
  do {
    State s = t.s;
    s.players = 3;
    s.seat_of.fill(-1);
    for (int seat = 0; seat < 3; ++seat) {
      s.faction[seat] = order[seat];
      s.seat_of[Fi(order[seat])] = int8_t(seat);
    }
    for (int round = 0; round < 300; ++round) {
      for (int f = 0; f < kNumFactions; ++f) {
        for (int c = 0; c < kNumClearings; ++c) {
          s.warriors[f][c] = uint8_t(rng() % 4);
          const BuildingRows& rows = RulesOf(Faction(f)).building_rows;
          for (int r = 0; r < rows.count; ++r)
            const_cast<uint8_t*>(ByteRow(s, rows.at[r]))[c] = uint8_t(rng() % 3 == 0);
        }
      }
      const RuleMap fast = RulersOfAnySeats(s), plain = RulersOfPairwise(s);
      EXPECT_EQ(fast.by, plain.by) << "round " << round;
      for (uint16_t m : plain.by) ruled += std::popcount(m);
      ++compared;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  EXPECT_EQ(compared, 6 * 300);
  EXPECT_GT(ruled, compared);  // not all ties: someone rules
}

// A random game of `factions` by seat (`seed`), at most 800 events: each
// state before an event is handed to visit(state, event index); a fatal
// failure in it ends the game. `shuffled`: the first shuffle puts no card
// first (Table::ShuffleWithFirst) instead of a random one.
template <typename Visit>
void PlayRandomly(const std::vector<Faction>& factions, uint32_t seed, Visit visit, bool shuffled = false) {
  testing::Table t{testing::Table::NoSetup{}};
  MatchSetup setup;
  setup.players = int(factions.size());
  for (size_t i = 0; i < factions.size(); ++i) setup.factions[i] = factions[i];
  t.s = NewInitialState(setup);
  if (shuffled) t.ShuffleWithFirst({});
  std::mt19937 rng(seed);
  for (int i = 0; i < 800 && t.s.phase != Phase::kGameOver; ++i) {
    visit(t.s, i);
    if (::testing::Test::HasFatalFailure()) return;
    std::vector<Event> legal;
    if (ActorOf(t.s) == arbiter::kChanceActor) {
      legal.push_back(SampleChance(t.s, rng));
    } else {
      LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
    }
    ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
    ASSERT_TRUE(t.Do(legal[rng() % legal.size()]).ok()) << "seed " << seed << " event " << i;
  }
}

// NothingPending (four word loads) decides what its field-by-field oracle
// decides: on every state of random play with every faction, and with each
// byte of the pending fields changed to a few values on a copy (the two
// bools only to false and true, the values a bool holds).
TEST(RootReducer, NothingPendingAsEachFieldSays) {
  const size_t begin = offsetof(State, draw_owed);
  const size_t end = offsetof(State, battle) + offsetof(BattleState, active) + 1;
  int pending = 0;
  for (uint32_t seed = 1; seed <= 3; ++seed) {
    const std::vector<Faction> factions = {Faction::kVagabond, Faction::kAlliance, Faction::kEyrie,
                                           Faction::kMarquise};
    PlayRandomly(factions, seed, [&](const State& s, int i) {
      ASSERT_EQ(NothingPending(s), NothingPendingPlain(s)) << "seed " << seed << " event " << i;
      pending += !NothingPendingPlain(s);
      if (i % 16 != 0) return;
      for (size_t at = begin; at < end; ++at) {
        const bool is_bool = at == offsetof(State, need_shuffle) || at == end - 1;
        for (uint8_t value : {uint8_t{0}, uint8_t{1}, uint8_t{0x80}, uint8_t{0xFE}, uint8_t{0xFF}}) {
          if (is_bool && value > 1) continue;
          State changed = s;
          reinterpret_cast<uint8_t*>(&changed)[at] = value;
          ASSERT_EQ(NothingPending(changed), NothingPendingPlain(changed))
              << "seed " << seed << " event " << i << " byte " << at << " = " << int(value);
        }
      }
    });
  }
  EXPECT_GT(pending, 0);
}

// PieceKindsIn (faster: the owner's own kinds only) finds what the plain
// reading, PieceOwner and CountPiece for every kind, finds, for every
// faction and clearing on every state of random play with every faction.
TEST(RootFactions, PieceKindsInAsPieceOwnerAndCountPieceSay) {
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance, Faction::kVagabond},
      {Faction::kCompany, Faction::kLizard, Faction::kMarquise},
      {Faction::kMechanical, Faction::kAlliance, Faction::kCompany, Faction::kLizard}};
  int found = 0;
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    const std::vector<Faction>& factions = tables[seed % tables.size()];
    PlayRandomly(factions, seed, [&](const State& s, int i) {
      for (Faction f : factions) {
        for (int c = 0; c < kNumClearings; ++c) {
          uint32_t plain = 0;
          for (int k = 0; k < kNumPieceKinds; ++k)
            if (PieceOwner(PieceKind(k)) == f && CountPiece(s, PieceKind(k), c) > 0) plain |= 1u << k;
          ASSERT_EQ(PieceKindsIn(s, f, c), plain) << "seed " << seed << " event " << i << " clearing " << c;
          found += std::popcount(plain);
        }
      }
    }, /*shuffled=*/true);
  }
  EXPECT_GT(found, 0);
}

// root.move.rule: RuledBy (one faction's mask against the others' maximum)
// says what RulersOf says for every faction in play: on random boards with
// many ties, for every order of four seats with the Eyrie (ties) and the
// Cult (gardens rule outright), and on every state of random play with
// two, three and four seats, the Company's lent warriors among them.
TEST(RootFactions, RuleOfOneFactionAsRulersOfSays) {
  {
    testing::Table t;
    std::mt19937 rng(21);
    std::array<Faction, 4> order = {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance,
                                    Faction::kLizard};
    int ruled = 0;
    do {
      State s = t.s;
      s.players = 4;
      s.seat_of.fill(-1);
      for (int seat = 0; seat < 4; ++seat) {
        s.faction[seat] = order[seat];
        s.seat_of[Fi(order[seat])] = int8_t(seat);
      }
      for (int round = 0; round < 60; ++round) {
        for (int f = 0; f < kNumFactions; ++f) {
          for (int c = 0; c < kNumClearings; ++c) {
            s.warriors[f][c] = uint8_t(rng() % 4);
            const BuildingRows& rows = RulesOf(Faction(f)).building_rows;
            for (int r = 0; r < rows.count; ++r)
              const_cast<uint8_t*>(ByteRow(s, rows.at[r]))[c] = uint8_t(rng() % 4 == 0);
          }
        }
        const RuleMap plain = RulersOf(s);
        for (Faction f : order) {
          ASSERT_EQ(RuledBy(s, f), plain.by[Fi(f)]) << "faction " << Fi(f) << " round " << round;
          ruled += std::popcount(plain.by[Fi(f)]);
        }
      }
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_GT(ruled, 24 * 60);
  }
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kMarquise, Faction::kEyrie},
      {Faction::kLizard, Faction::kEyrie},
      {Faction::kCompany, Faction::kLizard, Faction::kMarquise},
      {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance, Faction::kVagabond},
      {Faction::kMechanical, Faction::kAlliance, Faction::kCompany, Faction::kLizard},
      {Faction::kEyrie, Faction::kCompany, Faction::kVagabond}};
  int compared = 0;
  for (uint32_t seed = 1; seed <= 12; ++seed) {
    const std::vector<Faction>& factions = tables[seed % tables.size()];
    PlayRandomly(factions, seed, [&](const State& s, int i) {
      const RuleMap plain = RulersOf(s);
      for (Faction f : factions) {
        ASSERT_EQ(RuledBy(s, f), plain.by[Fi(f)]) << "seed " << seed << " event " << i;
        ++compared;
      }
    });
  }
  EXPECT_GT(compared, 1000);
}

// The load-time masks (FactionsWhere) hold the factions whose rules have
// each property, as asking every faction's rules says.
TEST(RootFactions, FactionsWhereAsEveryFactionsRulesSay) {
  EXPECT_EQ(FactionsWhere<&HasOthersActions>(), FactionsWhereAsked<&HasOthersActions>());
  EXPECT_EQ(FactionsWhere<&LendsWarriors>(), FactionsWhereAsked<&LendsWarriors>());
  EXPECT_EQ(FactionsWhere<&AddsMovePaths>(), FactionsWhereAsked<&AddsMovePaths>());
  EXPECT_EQ(FactionsWhere<&SellsServices>(), FactionsWhereAsked<&SellsServices>());
  EXPECT_NE(FactionsWhere<&HasOthersActions>(), 0u);  // the Mechanical Marquise's spies
  EXPECT_NE(FactionsWhere<&LendsWarriors>(), 0u);     // the Company's mercenaries
}

// root.alliance.outrage: OutrageOnEntry (asked only when a faction that
// raises outrage sits at a seat) raises what the plain seat loop raises, for
// every mover and clearing on every state of random play, with and without
// the Alliance.
TEST(RootAlliance, OutrageOnEntryAsEverySeatsRulesSay) {
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kMarquise, Faction::kAlliance},
      {Faction::kMarquise, Faction::kEyrie},
      {Faction::kEyrie, Faction::kAlliance, Faction::kVagabond},
      {Faction::kMechanical, Faction::kAlliance, Faction::kCompany, Faction::kLizard}};
  int raised = 0;
  for (uint32_t seed = 1; seed <= 8; ++seed) {
    const std::vector<Faction>& factions = tables[seed % tables.size()];
    PlayRandomly(factions, seed, [&](const State& s, int i) {
      for (Faction mover : factions) {
        for (int c = 0; c < kNumClearings; ++c) {
          State fast = s, plain = s;
          OutrageOnEntry(fast, mover, c);
          OutrageOnEntrySeats(plain, mover, c);
          ASSERT_EQ(fast.outrage_at, plain.outrage_at) << "seed " << seed << " event " << i;
          ASSERT_EQ(fast.outrage_payer, plain.outrage_payer) << "seed " << seed << " event " << i;
          ASSERT_EQ(fast.outrage_owed_to, plain.outrage_owed_to) << "seed " << seed << " event " << i;
          raised += plain.outrage_at != s.outrage_at;
        }
      }
    });
  }
  EXPECT_GT(raised, 0);
}

}  // namespace
}  // namespace arbiter::root
