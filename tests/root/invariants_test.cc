// The Root invariant catalogue catches what it claims to: each test takes a
// reachable state (random playouts or the scripted opening of fixture.h),
// breaks one statement and expects exactly that invariant's id from the
// single checks, and false from the fused fast path.
//
// The fast path remembers, per thread, the bytes each group of checks last
// passed on and skips the group when they are unchanged. So every corrupted
// state here is checked right after its uncorrupted original has passed (the
// memo then holds bytes that differ from the corrupted ones only where the
// corruption is), and the original is checked again afterwards: a memo that
// skipped a changed byte, or remembered a failing state, fails the test.
#include <bit>
#include <cstddef>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/random/bit_gen_ref.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/quests.h"
#include "engine/root/rules.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"
#include "verifier/core/invariant.h"
#include "verifier/root/factions/table.h"
#include "verifier/root/rule_oracle.h"

namespace arbiter::root::testing {
namespace {

MatchSetup Setup(MapSide map = MapSide::kAutumn, int turn_limit = kDefaultTurnLimit) {
  MatchSetup setup;
  setup.factions = {Faction::kMarquise, Faction::kEyrie};
  setup.map = map;
  setup.turn_limit = turn_limit;
  return setup;
}

std::unique_ptr<TypedMatch<RootRules>> MatchOf(const State& state) {
  const Game* game = FindGame("root");
  EXPECT_NE(game, nullptr);
  return std::make_unique<TypedMatch<RootRules>>(
      *game, std::make_shared<const RootRules>(SetupOf(state)), state);
}

// The ids of every single check of the catalogue that fails on `state`,
// computed on a thread of its own: a single check may keep a per-thread memo
// too (the deck summary), and none carries over from earlier calls.
std::set<std::string> BrokenBySingleChecks(const State& state) {
  std::set<std::string> broken;
  std::thread([&] {
    auto match = MatchOf(state);
    for (const Invariant& invariant : InvariantsFor("root")) {
      if (!invariant.check(*match).ok()) broken.insert(std::string(invariant.id));
    }
  }).join();
  return broken;
}

// Runs every single check on `state` on this thread, so that whatever they
// remember per thread (the deck summary) is taken from `state`; true when
// all hold.
bool SingleChecksHoldHere(const State& state) {
  auto match = MatchOf(state);
  bool all = true;
  for (const Invariant& invariant : InvariantsFor("root")) all &= invariant.check(*match).ok();
  return all;
}

bool FastPathHolds(const State& state) {
  AllInvariantsHold fast = FastPathFor("root");
  EXPECT_NE(fast, nullptr);
  return fast != nullptr && fast(*MatchOf(state));
}

// The id CheckInvariants names ("" when every invariant holds).
std::string Reported(const State& state) {
  absl::Status status = CheckInvariants(*MatchOf(state));
  return status.ok() ? "" : RuleOf(status);
}

// `reachable` (a reachable state, or one made from it that keeps every
// invariant) passes; `corrupted` breaks `id` and nothing else, by the single
// checks, CheckInvariants and the fast path, right after `reachable` passed
// (so the fast path's memo holds bytes that differ only where the corruption
// is); then `reachable` passes again.
void ExpectOnlyBroken(const State& reachable, const State& corrupted, const std::string& id) {
  ASSERT_EQ(BrokenBySingleChecks(reachable), std::set<std::string>{});
  ASSERT_NE(std::memcmp(&reachable, &corrupted, sizeof(State)), 0) << "nothing corrupted";
  for (int round = 0; round < 2; ++round) {
    EXPECT_TRUE(SingleChecksHoldHere(reachable)) << "round " << round;
    EXPECT_TRUE(FastPathHolds(reachable)) << "round " << round;
    EXPECT_EQ(Reported(reachable), "") << "round " << round;
    EXPECT_FALSE(FastPathHolds(corrupted)) << id << " round " << round;
    EXPECT_EQ(Reported(corrupted), id) << "round " << round;
  }
  EXPECT_EQ(BrokenBySingleChecks(corrupted), std::set<std::string>{id});
  EXPECT_TRUE(FastPathHolds(reachable));
  EXPECT_EQ(Reported(reachable), "");
}

// A seeded random game of Marquise (seat 0) and Eyrie (seat 1), with
// `alliance` the Alliance too (seat 2). Visit gets every state after an
// event, and ends the game early by returning true. Returns the last state
// visited.
State PlaySetup(uint64_t seed, const std::function<bool(const State&)>& visit, const MatchSetup& setup);
State Play(uint64_t seed, const std::function<bool(const State&)>& visit,
           MapSide map = MapSide::kAutumn, int turn_limit = 200, bool alliance = false,
           bool vagabond = false, bool lizard = false, bool company = false) {
  MatchSetup setup = Setup(map, turn_limit);
  if (alliance) {
    setup.players = 3;
    setup.factions[2] = Faction::kAlliance;
  }
  if (vagabond) setup.factions[setup.players++] = Faction::kVagabond;
  if (lizard) setup.factions[setup.players++] = Faction::kLizard;
  if (company) setup.factions[setup.players++] = Faction::kCompany;
  return PlaySetup(seed, visit, setup);
}
// The same with the factions by seat (the automa, which never sits with
// the Marquise, needs a table without it).
State PlayFactions(uint64_t seed, const std::function<bool(const State&)>& visit,
                   const std::vector<Faction>& factions) {
  MatchSetup setup = Setup(MapSide::kAutumn, 200);
  setup.players = uint8_t(factions.size());
  for (size_t seat = 0; seat < factions.size(); ++seat) setup.factions[seat] = factions[seat];
  return PlaySetup(seed, visit, setup);
}
State PlaySetup(uint64_t seed, const std::function<bool(const State&)>& visit, const MatchSetup& setup) {
  RootRules rules(setup);
  State s = rules.Initial();
  std::mt19937_64 rng(seed);
  std::vector<Event> legal;
  for (int step = 0; step < 100000; ++step) {
    const int actor = rules.Actor(s);
    if (actor == kTerminalActor) break;
    Event e;
    if (actor == kChanceActor) {
      e = rules.SampleChance(s, absl::BitGenRef(rng));
    } else {
      legal.clear();
      rules.LegalEvents(s, [&](const Event& ev) { legal.push_back(ev); });
      EXPECT_FALSE(legal.empty()) << "seed " << seed << " step " << step;
      if (legal.empty()) break;
      e = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    }
    absl::StatusOr<State> next = rules.Apply(s, e);
    EXPECT_TRUE(next.ok()) << next.status() << " seed " << seed << " step " << step;
    if (!next.ok()) break;
    s = *next;
    if (visit(s)) break;
  }
  return s;
}

// The first state of a random game, from any of a few seeds, that is past
// setup and satisfies `wanted`.
State Reach(const std::function<bool(const State&)>& wanted, int min_events = 40,
            MapSide map = MapSide::kAutumn) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    int events = 0;
    bool found = false;
    State s = Play(seed, [&](const State& st) {
      found = ++events >= min_events && st.phase != Phase::kSetup && st.winner < 0 &&
              !st.ended_by_limit && wanted(st);
      return found;
    }, map);
    if (found) return s;
  }
  ADD_FAILURE() << "no random game reached the wanted state";
  return State{};
}

// Any mid-game state with pieces of both factions on the map.
State MidGame() {
  return Reach([](const State& s) {
    return s.eyrie.roost_track < kEyrieRoosts && s.eyrie.leader >= 0 && s.deck_size > 2;
  });
}

// The scripted opening with both hands put back on top of the deck: the
// longest deck a 2-player game has (dominance cards are set aside), with every
// invariant holding.
State FullDeck() {
  State s = Table().s;
  for (int seat = 0; seat < s.players; ++seat) {
    for (uint64_t h = s.hand[seat]; h; h &= h - 1)
      s.deck[s.deck_size++] = uint8_t(std::countr_zero(h));
    s.hand[seat] = 0;
  }
  return s;
}

constexpr int kCat = 0, kBird = 1;  // faction indices (seat_of, warriors)

TEST(RootInvariants, ReachableStatesPass) {
  Table table;
  EXPECT_EQ(BrokenBySingleChecks(table.s), std::set<std::string>{});
  EXPECT_TRUE(FastPathHolds(table.s));
  // Every state of a few whole random games, on both maps.
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    for (MapSide map : {MapSide::kAutumn, MapSide::kWinter}) {
      int events = 0;
      State last = Play(
          seed,
          [&](const State& s) {
            ++events;
            EXPECT_TRUE(FastPathHolds(s)) << "seed " << seed << " event " << events;
            EXPECT_EQ(Reported(s), "") << "seed " << seed << " event " << events;
            return false;
          },
          map);
      EXPECT_TRUE(last.winner >= 0 || last.ended_by_limit) << "seed " << seed;
      EXPECT_GT(events, 100) << "seed " << seed;
    }
  }
}

TEST(RootInvariants, RulerMatchesRule) {
  // The invariant counts the factions the faction-to-seat table says play;
  // RulersOf, asked by the reducer, the factions of the seats. Where only the
  // Eyrie has pieces, its rule no longer follows from the pieces once the
  // table says nobody plays it.
  State s = Reach([](const State& st) {
    for (int c = 0; c < kNumClearings; ++c)
      if (st.warriors[kBird][c] + st.eyrie.roosts[c] > 0 &&
          st.warriors[kCat][c] + st.marquise.buildings[0][c] + st.marquise.buildings[1][c] +
                  st.marquise.buildings[2][c] ==
              0)
        return true;
    return false;
  });
  State broken = s;
  broken.seat_of[kBird] = -1;
  ExpectOnlyBroken(s, broken, "root.ruler_matches_rule");
}

// The rule the invariant runs (a clearing's maximum, and whether it is
// shared) decides what the plain pairwise rule decides: every set of two to
// four factions in play, in random seats, with small counts (many ties) and
// with any byte values (the lanes saturate alike in both).
TEST(RootInvariants, RuleByMaximumEqualsRuleByPairs) {
  std::mt19937 rng(31);
  int compared = 0, ruled = 0, tied = 0;
  for (uint32_t set = 0; set < (1u << kNumFactions); ++set) {
    if (std::popcount(set) < 2 || std::popcount(set) > kMaxSeats) continue;
    for (int round = 0; round < 400; ++round) {
      State s = Table().s;
      s.seat_of.fill(-1);
      s.players = 0;
      for (int f = 0; f < kNumFactions; ++f) {
        if (!((set >> f) & 1)) continue;
        s.faction[s.players] = Faction(f);
        s.seat_of[f] = int8_t(s.players++);
      }
      const bool any_bytes = round % 4 == 3;
      // Every faction's rows, in play or not: a faction not in play rules
      // nothing whatever its rows hold.
      for (int f = 0; f < kNumFactions; ++f) {
        const BuildingRows& rows = RulesOf(Faction(f)).building_rows;
        for (int c = 0; c < kNumClearings; ++c) {
          s.warriors[f][c] = uint8_t(any_bytes ? rng() : rng() % 4);
          for (int r = 0; r < rows.count; ++r)
            const_cast<uint8_t*>(ByteRow(s, rows.at[r]))[c] =
                uint8_t(any_bytes ? rng() : rng() % 3 == 0);
        }
      }
      const RuleMasks fast = RuleByMaximum(s), plain = RuleByPairs(s);
      EXPECT_EQ(fast, plain) << "factions " << set << " round " << round;
      uint16_t any = 0;
      for (uint16_t m : plain) {
        ruled += std::popcount(m);
        any |= m;
      }
      tied += std::popcount(uint16_t(~any & 0x0FFF));
      ++compared;
    }
  }
  int sets = 0;  // sets of 2..kMaxSeats of the built factions: C(n, k) summed
  for (int k = 2; k <= kMaxSeats; ++k) {
    int choose = 1;
    for (int i = 0; i < k; ++i) choose = choose * (kNumFactions - i) / (i + 1);
    sets += choose;
  }
  EXPECT_EQ(compared, sets * 400);
  EXPECT_GT(ruled, compared);     // someone rules
  EXPECT_GT(tied, compared);      // and clearings nobody rules
}

TEST(RootInvariants, CardsInOnePlace) {
  const State s = MidGame();
  ASSERT_GE(s.deck_size, 2);
  const int top = s.deck[s.deck_size - 1];
  State broken = s;
  broken.discard |= Bit(top);  // in the deck and the discard
  ExpectOnlyBroken(s, broken, "root.cards_in_one_place");
  broken = s;
  --broken.deck_size;  // the top card is nowhere
  ExpectOnlyBroken(s, broken, "root.cards_in_one_place");
  broken = s;
  broken.deck[0] = broken.deck[1];  // twice in the deck, another card lost
  ExpectOnlyBroken(s, broken, "root.cards_in_one_place");
  broken = s;
  std::swap(broken.deck[0], broken.deck[s.deck_size]);  // a drawn slot comes back
  if (std::memcmp(&broken, &s, sizeof(State)) != 0 && broken.deck[0] != s.deck[0])
    ExpectOnlyBroken(s, broken, "root.cards_in_one_place");
  // The longest deck, its top entry doubled.
  const State full = FullDeck();
  ASSERT_GT(full.deck_size, 48);
  broken = full;
  broken.deck[full.deck_size - 1] = broken.deck[0];
  ExpectOnlyBroken(full, broken, "root.cards_in_one_place");
  // A card missing from the whole game, taken from wherever it is.
  broken = s;
  const int in_hand = std::countr_zero(s.hand[s.turn_seat] | s.discard);
  ASSERT_LT(in_hand, kNumCards);
  broken.hand[s.turn_seat] &= ~Bit(in_hand);
  broken.discard &= ~Bit(in_hand);
  ExpectOnlyBroken(s, broken, "root.cards_in_one_place");
}

TEST(RootInvariants, PiecesConserved) {
  const State s = MidGame();
  State broken = s;
  ++broken.warrior_supply[kCat];
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  broken = s;
  --broken.warrior_supply[kBird];
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  broken = s;
  ++broken.marquise.wood_supply;
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  for (int t = 0; t < kNumCatBuildings; ++t) {
    broken = s;
    ++broken.marquise.track[t];
    ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  }
  broken = s;
  ++broken.eyrie.roost_track;
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  ASSERT_GE(s.marquise.keep, 0);
  broken = s;
  broken.marquise.keep_removed = true;  // and still on the map
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
}

TEST(RootInvariants, BuildingSlots) {
  // A ruin appears in a clearing whose slots are all built on.
  const MapDef& map = GetMap(MapSide::kAutumn);
  auto full = [&](const State& st) {
    for (int c = 0; c < kNumClearings; ++c) {
      const int used = st.eyrie.roosts[c] + st.marquise.buildings[0][c] +
                       st.marquise.buildings[1][c] + st.marquise.buildings[2][c];
      if (!st.ruin[c] && used == map.slots[c]) return c;
    }
    return -1;
  };
  const State s = Reach([&](const State& st) { return full(st) >= 0; });
  State broken = s;
  broken.ruin[full(s)] = true;
  ExpectOnlyBroken(s, broken, "root.building_slots");
  // Every clearing in turn, its ruin gone and its slots filled up with
  // Marquise buildings from the track first (which keeps every invariant),
  // then given a ruin.
  for (MapSide side : {MapSide::kAutumn, MapSide::kWinter}) {
    const MapDef& slots = GetMap(side);
    const State base =
        side == MapSide::kAutumn ? s : Reach([](const State&) { return true; }, 40, side);
    for (int c = 0; c < kNumClearings; ++c) {
      State filled = base;
      filled.ruin[c] = false;
      int used = filled.eyrie.roosts[c];
      for (int t = 0; t < kNumCatBuildings; ++t) used += filled.marquise.buildings[t][c];
      for (int t = 0; used < slots.slots[c]; t = (t + 1) % kNumCatBuildings) {
        if (filled.marquise.track[t] == 0) continue;
        --filled.marquise.track[t];
        ++filled.marquise.buildings[t][c];
        ++used;
      }
      broken = filled;
      broken.ruin[c] = true;
      ExpectOnlyBroken(filled, broken, "root.building_slots");
    }
  }
}

TEST(RootInvariants, KeepExclusive) {
  const State s = Reach([](const State& st) {
    return st.marquise.keep >= 0 && !st.marquise.keep_removed &&
           st.eyrie.roost_track < kEyrieRoosts && st.eyrie.roost_track > 0;
  });
  int roost = 0;
  while (s.eyrie.roosts[roost] == 0) ++roost;
  ASSERT_NE(roost, s.marquise.keep);
  State broken = s;
  broken.marquise.keep = int8_t(roost);  // the keep moves under a roost
  ExpectOnlyBroken(s, broken, "root.keep_exclusive");
  broken = s;
  broken.marquise.keep = int8_t(kNumClearings);  // off the map
  ExpectOnlyBroken(s, broken, "root.keep_exclusive");
  // Every clearing with room in turn: the keep moves there (which keeps
  // every invariant), then a roost is placed beside it from the track.
  const MapDef& map = GetMap(s.map);
  ASSERT_GT(s.eyrie.roost_track, 0);
  for (int c = 0; c < kNumClearings; ++c) {
    int used = s.eyrie.roosts[c] + (s.ruin[c] ? 1 : 0);
    for (int t = 0; t < kNumCatBuildings; ++t) used += s.marquise.buildings[t][c];
    if (s.eyrie.roosts[c] > 0 || used >= map.slots[c]) continue;
    State moved = s;
    moved.marquise.keep = int8_t(c);
    broken = moved;
    --broken.eyrie.roost_track;
    ++broken.eyrie.roosts[c];
    ExpectOnlyBroken(moved, broken, "root.keep_exclusive");
  }
}

TEST(RootInvariants, ItemsConserved) {
  const State s = Reach([](const State& st) {
    for (int seat = 0; seat < 2; ++seat)
      for (int i = 1; i < kNumItems; ++i)
        if (st.items[seat][i] > 0) return true;
    return false;
  });
  State broken = s;
  ++broken.item_supply[1];
  ExpectOnlyBroken(s, broken, "root.items_conserved");
  broken = s;
  ++broken.ruin_items[kNumItems - 1];
  ExpectOnlyBroken(s, broken, "root.items_conserved");
  for (int seat = 0; seat < 2; ++seat)
    for (int i = 1; i < kNumItems; ++i)
      if (s.items[seat][i] > 0) {
        broken = s;
        --broken.items[seat][i];  // a crafted item vanishes
        ExpectOnlyBroken(s, broken, "root.items_conserved");
      }
}

TEST(RootInvariants, HandLimit) {
  const State s = Reach([](const State& st) {
    const int other = 1 - st.turn_seat;
    return st.deck_size >= kHandLimit + 2 && Popcount(st.hand[other]) <= kHandLimit &&
           st.play_area[st.turn_seat] == 0;  // no Better Burrow Bank to gift
  });
  const int other = 1 - s.turn_seat;
  State broken = s;
  // The player not on turn draws from the deck up to six cards.
  while (Popcount(broken.hand[other]) <= kHandLimit) {
    broken.hand[other] |= Bit(broken.deck[broken.deck_size - 1]);
    --broken.deck_size;
  }
  ExpectOnlyBroken(s, broken, "root.hand_limit");
}

TEST(RootInvariants, HandLimitCountsRivalBanks) {
  // A Better Burrow Bank in the turn seat's play area lets the other seat
  // hold six cards between turns, not seven (the checks' path with a bank in
  // play, beside the plain limit of five).
  auto bank_in_discard = [](const State& st) {
    for (uint64_t m = st.discard; m; m &= m - 1)
      if (kCards[std::countr_zero(m)].effect == CardEffect::kBetterBurrowBank)
        return std::countr_zero(m);
    return -1;
  };
  const State s = Reach([&](const State& st) {
    const int other = 1 - st.turn_seat;
    return st.deck_size >= kHandLimit + 4 && Popcount(st.hand[other]) <= kHandLimit &&
           st.play_area[0] == 0 && st.play_area[1] == 0 && bank_in_discard(st) >= 0;
  });
  const int other = 1 - s.turn_seat;
  State six = s;
  const int bank = bank_in_discard(six);
  six.discard &= ~Bit(bank);
  six.play_area[six.turn_seat] |= Bit(bank);
  auto draw = [](State& st, int seat) {
    st.hand[seat] |= Bit(st.deck[st.deck_size - 1]);
    --st.deck_size;
  };
  while (Popcount(six.hand[other]) < kHandLimit + 1) draw(six, other);
  State seven = six;
  draw(seven, other);
  ExpectOnlyBroken(six, seven, "root.hand_limit");
}

// A four-seat state (Marquise, Eyrie, Alliance, Vagabond at seat 3) past
// setup, outside the Vagabond's turn, from a random game.
State FourSeatsOffVagabondTurn(int min_events = 60) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    int events = 0;
    bool found = false;
    State s = Play(seed, [&](const State& st) {
      found = ++events >= min_events && st.phase != Phase::kSetup && st.winner < 0 &&
              !st.ended_by_limit && st.turn_seat != 3 && st.dominance[3] < 0 && !st.battle.active &&
              st.vagabond.damaged_off_turn == std::array<uint8_t, 3>{};
      return found;
    }, MapSide::kAutumn, 200, /*alliance=*/true, /*vagabond=*/true);
    if (found) return s;
  }
  ADD_FAILURE() << "no four-seat state found";
  return State{};
}

TEST(RootInvariants, VagabondQuestsConserved) {
  const State s = FourSeatsOffVagabondTurn();
  State broken = s;
  // A quest both face up and in the deck.
  ASSERT_GT(broken.vagabond.quest_deck_size, 0);
  broken.vagabond.quest_deck[0] = uint8_t(broken.vagabond.quests_shown[0]);
  ExpectOnlyBroken(s, broken, "root.vagabond.quests_conserved");
  State lost = s;
  lost.vagabond.quests_done = 0;
  lost.vagabond.quest_deck_size = 0;
  lost.vagabond.quests_shown = {-1, -1, -1};  // never shuffled
  ExpectOnlyBroken(s, lost, "root.vagabond.quests_conserved");
}

TEST(RootInvariants, VagabondRuinsDealt) {
  const State s = FourSeatsOffVagabondTurn();
  int standing = -1;
  for (int c = 0; c < kNumClearings && standing < 0; ++c)
    if (s.ruin[c]) standing = c;
  ASSERT_GE(standing, 0) << "no ruin left to probe";
  ASSERT_NE(vagabond::RuinItem(s, standing), 0);
  // Another kind dealt under it than the ruins hold.
  State other = s;
  vagabond::SetRuinItem(other, standing, vagabond::RuinItem(s, standing) % (kNumItems - 1) + 1);
  ExpectOnlyBroken(s, other, "root.vagabond.ruins_dealt");
  // A standing ruin with nothing under it.
  State empty = s;
  empty.ruin_items[vagabond::RuinItem(s, standing)]--;
  empty.item_supply[vagabond::RuinItem(s, standing)]++;
  vagabond::SetRuinItem(empty, standing, 0);
  if (empty.vagabond.under_ruins != 0) ExpectOnlyBroken(s, empty, "root.vagabond.ruins_dealt");
  // An item under a clearing whose ruin is gone.
  State gone = s;
  gone.ruin[standing] = false;
  ExpectOnlyBroken(s, gone, "root.vagabond.ruins_dealt");
}

TEST(RootInvariants, VagabondCoalition) {
  const State s = FourSeatsOffVagabondTurn();
  State broken = s;
  broken.vagabond.coalition = 0;  // a partner without the dominance card
  ExpectOnlyBroken(s, broken, "root.vagabond.coalition");
  State self = s;
  self.vagabond.coalition = 3;
  ExpectOnlyBroken(s, self, "root.vagabond.coalition");
}

TEST(RootInvariants, VagabondItemLimitAfterEvening) {
  const State s = FourSeatsOffVagabondTurn();
  // Items from the supply into the satchel, exhausted, until one too many:
  // after its Evening that cannot be.
  State at_limit = s;
  int moved = 0;
  auto add_one = [&](State& st) {
    for (int i = 1; i < kNumItems; ++i)
      if (st.item_supply[i] > 0) {
        --st.item_supply[i];
        ++st.vagabond.items[i][int(ItemState::kExhausted)];
        ++moved;
        return true;
      }
    return false;
  };
  while (vagabond::SatchelItems(at_limit) < vagabond::ItemLimit(at_limit))
    ASSERT_TRUE(add_one(at_limit));
  State over = at_limit;
  ASSERT_TRUE(add_one(over));
  ASSERT_GT(moved, 0);
  ExpectOnlyBroken(at_limit, over, "root.vagabond.item_limit");
  // A face-up bag damaged since (the limit falls by two, the satchel grows
  // by one): the record keeps it within the limit it had at Evening.
  State bag = at_limit;
  if (bag.item_supply[int(Item::kBag)] > 0 &&
      vagabond::OnTrack(bag, Item::kBag) < kTrackSlots) {
    // A face-up bag from the supply onto its track (the limit rises by two).
    --bag.item_supply[int(Item::kBag)];
    ++bag.vagabond.items[int(Item::kBag)][int(ItemState::kUp)];
    ASSERT_TRUE(BrokenBySingleChecks(bag).empty());
    vagabond::Damage(bag, Item::kBag, false);
    EXPECT_EQ(BrokenBySingleChecks(bag), std::set<std::string>{});
    State unnoted = bag;
    unnoted.vagabond.damaged_off_turn = {};
    EXPECT_EQ(BrokenBySingleChecks(unnoted), std::set<std::string>{"root.vagabond.item_limit"});
  }
}

TEST(RootInvariants, HandLimitCountsCardsReceived) {
  const State s = FourSeatsOffVagabondTurn();
  int seat = 0;
  while (seat == s.turn_seat || s.received[seat] != 0 || Popcount(s.hand[seat]) > kHandLimit) ++seat;
  ASSERT_LT(seat, 4);
  State six = s;
  auto draw = [](State& st, int to) {
    st.hand[to] |= Bit(st.deck[st.deck_size - 1]);
    --st.deck_size;
  };
  ASSERT_GE(s.deck_size, kHandLimit + 3);
  six.received[seat] = 1;  // one card given to it since its Evening
  while (Popcount(six.hand[seat]) < kHandLimit + 1) draw(six, seat);
  State seven = six;
  draw(seven, seat);
  ExpectOnlyBroken(six, seven, "root.hand_limit");
}

TEST(RootInvariants, VpSum) {
  const State s = MidGame();
  State broken = s;
  ++broken.vp[0];
  ExpectOnlyBroken(s, broken, "root.vp_sum");
  broken = s;
  ++broken.vp_by[1][int(Score::kCrafting)];
  ExpectOnlyBroken(s, broken, "root.vp_sum");
  // Negative, though its parts add up.
  broken = s;
  broken.vp_by[0][int(Score::kTurmoil)] = int16_t(broken.vp_by[0][int(Score::kTurmoil)] -
                                                  broken.vp[0] - 1);
  broken.vp[0] = -1;
  ExpectOnlyBroken(s, broken, "root.vp_sum");
}

TEST(RootInvariants, DecreeComposition) {
  const State s = Reach([](const State& st) {
    return st.eyrie.leader >= 0 && st.eyrie.added_this_turn <= 2;
  });
  const int leader = s.eyrie.leader;
  const int column = int(kLeaderViziers[leader][0]);
  const uint64_t vizier = Bit(kVizierCard0);
  ASSERT_TRUE(s.eyrie.decree[column] & vizier);
  State broken = s;
  broken.eyrie.decree[column] &= ~vizier;  // the vizier is gone
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  broken = s;
  broken.eyrie.decree[column] &= ~vizier;  // in another column
  broken.eyrie.decree[(column + 1) % kNumColumns] |= vizier;
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  broken = s;
  const int second = int(kLeaderViziers[leader][1]);
  broken.eyrie.decree[second == 3 ? 0 : 3] |= Bit(kVizierCard0 + 1);  // twice
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  broken = s;
  broken.eyrie.added_this_turn = 3;
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  broken = s;
  broken.eyrie.deposed |= uint8_t(1u << leader);
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  broken = s;
  broken.eyrie.leader = int8_t(kNumLeaders);
  ExpectOnlyBroken(s, broken, "root.decree_composition");
  // A deck card in two columns breaks cards_in_one_place as well; the
  // catalogue names the earlier one, which is right but not this test's.
}

TEST(RootInvariants, EndIsFinal) {
  const State s = MidGame();
  State broken = s;
  broken.ended_by_limit = true;  // before the limit
  ASSERT_LT(s.turns_taken, s.turn_limit);
  ExpectOnlyBroken(s, broken, "root.end_is_final");
  broken = s;
  broken.winner = 0;  // below 30 VP, no dominance
  ASSERT_LT(s.vp[0], kWinningScore);
  ExpectOnlyBroken(s, broken, "root.end_is_final");
  // A game won on points, reopened: 30 VP but no winner.
  State won{};
  bool found = false;
  for (uint64_t seed = 1; seed <= 40 && !found; ++seed) {
    won = Play(seed, [](const State&) { return false; });
    found = won.winner >= 0 && won.vp[won.winner] >= kWinningScore && won.dominance[won.winner] < 0;
  }
  ASSERT_TRUE(found) << "no random game won on points";
  broken = won;
  broken.winner = -1;
  ExpectOnlyBroken(won, broken, "root.end_is_final");
}

// A reachable state, before the end, of the Marquise, the Eyrie and a third
// faction (the Lizard Cult or the Riverfolk Company, seat 2) where `pick`
// holds, from the first of 20 seeds that reaches one.
State ThreeSeatGame(const std::function<bool(const State&)>& pick, bool lizard, bool company,
                    uint64_t seed) {
  State found{};
  bool ok = false;
  for (uint64_t sd = seed; sd < seed + 20 && !ok; ++sd)
    Play(
        sd,
        [&](const State& st) {
          if (st.winner < 0 && !st.ended_by_limit && pick(st)) found = st, ok = true;
          return ok;
        },
        MapSide::kAutumn, 200, false, false, lizard, company);
  EXPECT_TRUE(ok) << "no such state";
  return found;
}
State CultGame(const std::function<bool(const State&)>& pick, uint64_t seed = 11) {
  return ThreeSeatGame(pick, /*lizard=*/true, /*company=*/false, seed);
}
State CompanyGame(const std::function<bool(const State&)>& pick, uint64_t seed = 11) {
  return ThreeSeatGame(pick, /*lizard=*/false, /*company=*/true, seed);
}

// seed 001 【蜥蜴教団】, facts 8: five gardens of each suit, on the map in
// clearings of their suit or on the track.
TEST(RootInvariants, LizardGardensConserved) {
  const State s = CultGame([](const State& st) { return st.phase != Phase::kSetup; });
  State broken = s;
  ++broken.lizard.track[0];
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
  broken = s;
  ++broken.lizard.acolytes;  // a warrior out of nowhere
  ExpectOnlyBroken(s, broken, "root.pieces_conserved");
}

// The outcast is where the last Birdsong's count put it.
TEST(RootInvariants, LizardOutcastMatchesCount) {
  const State s = CultGame([](const State& st) {
    return st.lizard.prior_outcast >= 0 && Popcount(st.lizard.counted) >= 2;
  });
  State broken = s;
  broken.lizard.outcast = int8_t((s.lizard.outcast + 1) % kNumClearingSuits);
  ExpectOnlyBroken(s, broken, "root.lizard.outcast_matches_count");
  broken = s;
  broken.lizard.hated = !s.lizard.hated;
  ExpectOnlyBroken(s, broken, "root.lizard.outcast_matches_count");
  // The count itself, changed: every card of one suit the Birdsong never
  // saw added, so that this suit has the most (another suit than the
  // outcast, or the outcast's own when it should then not be hated).
  bool changed_count = false;
  for (int suit = 0; suit < kNumClearingSuits && !changed_count; ++suit) {
    State other = s;
    for (int c = 0; c < kNumCards; ++c)
      if (int(kCards[c].suit) == suit) other.lizard.counted |= Bit(c);
    if (LizardChecks::OutcastMatchesCount(other).ok()) continue;
    ExpectOnlyBroken(s, other, "root.lizard.outcast_matches_count");
    changed_count = true;
  }
  EXPECT_TRUE(changed_count) << "no suit added changes the count's outcome";
}

// Revealed cards are out of the hand only during the Cult's rituals.
TEST(RootInvariants, LizardRevealedOnlyInDaylight) {
  const int cult = 2;
  const State s = CultGame([&](const State& st) { return st.turn_seat != cult && st.phase == Phase::kDaylight && st.hand[cult] != 0; });
  State broken = s;
  const uint64_t card = s.hand[cult] & -s.hand[cult];
  broken.hand[cult] &= ~card;
  broken.lizard.revealed |= card;
  ExpectOnlyBroken(s, broken, "root.lizard.revealed_in_daylight");
}

// seed 001 【河民商団】 特徴《資産》, 昼フェイズ: the boxes hold the warriors
// `held` counts (which warrior conservation reads), and the trade post
// rows as many funds as the spaces they cover.
TEST(RootInvariants, CompanyBoxesMatchHeld) {
  const int cat = int(Faction::kMarquise);
  const State s = CompanyGame([&](const State& st) {
    return st.phase != Phase::kSetup && st.company.funds[cat] > 0;
  });
  State broken = s;
  ++broken.company.funds[cat];  // a fund `held` does not count
  ExpectOnlyBroken(s, broken, "root.company.boxes");
  broken = s;
  --broken.company.funds[cat];  // moved to a row whose spaces do not say so
  ++broken.company.crafted[cat];
  ExpectOnlyBroken(s, broken, "root.company.boxes");
}

// facts 9 Trade Disruption: the funds it takes are owed exactly while the
// Company's seat owes the choice of owners, and at most the funds it holds.
TEST(RootInvariants, CompanyDisruptionOwedWhileItsChoiceIsOwed) {
  const int cat = int(Faction::kMarquise);
  const State s = CompanyGame([&](const State& st) {
    return st.phase != Phase::kSetup && st.company.funds[cat] > 0 && st.company.funds_lost_owed == 0;
  });
  const int co = s.seat_of[int(Faction::kCompany)];
  State broken = s;
  broken.company.funds_lost_owed = 1;  // owed, but no decision is
  ExpectOnlyBroken(s, broken, "root.company.disruption_owed");
  broken = s;
  broken.decision_owed = uint8_t(broken.decision_owed | 1u << co);  // a choice owed of nothing
  ExpectOnlyBroken(s, broken, "root.company.disruption_owed");
  broken.company.funds_lost_owed = uint8_t(s.company.funds[cat] + 1);  // more than its funds
  for (int f = 0; f < kNumFactions; ++f)
    if (f != cat) broken.company.funds_lost_owed = uint8_t(broken.company.funds_lost_owed + s.company.funds[f]);
  ExpectOnlyBroken(s, broken, "root.company.disruption_owed");
}

// The lanes' decision of root.company.boxes accepts only boards the plain
// one accepts (boards that hold, half of them with one byte or seat then
// set at random).
TEST(RootInvariants, CompanyBoxesInLanesAcceptOnlyWhatThePlainCheckDoes) {
  const int cat = int(Faction::kMarquise);
  const State s = CompanyGame([&](const State& st) {
    return st.phase != Phase::kSetup && st.company.funds[cat] > 0;
  });
  ASSERT_TRUE(CompanyChecks::BoxesHoldInLanes(s));
  ASSERT_TRUE(CompanyChecks::BoxesHoldPlain(s));
  std::mt19937_64 rng(18);
  int accepted = 0;
  for (int round = 0; round < 20000; ++round) {
    State t = s;
    CompanyBoard& b = t.company;
    // A board that holds, then one byte of it (or a seat) at random, half
    // of the time.
    for (int f = 0; f < kNumFactions; ++f) {
      const bool plays = t.seat_of[f] >= 0;
      auto small = [&] { return plays ? uint8_t(rng() % 4) : uint8_t{0}; };
      b.payments[f] = small(), b.funds[f] = small(), b.committed[f] = small(), b.crafted[f] = small();
      b.held[f] = uint8_t(b.payments[f] + b.funds[f] + b.committed[f] + b.crafted[f]);
    }
    int crafted = 0;
    for (uint8_t n : b.crafted) crafted += n;
    b.row_used = {uint8_t(crafted), 0, 0};
    if (rng() % 2) {
      const int f = int(rng() % kNumFactions);
      const uint8_t v = uint8_t(rng() % 2 ? rng() % 256 : rng() % 8);
      switch (rng() % 7) {
        case 0: b.payments[f] = v; break;
        case 1: b.funds[f] = v; break;
        case 2: b.committed[f] = v; break;
        case 3: b.crafted[f] = v; break;
        case 4: b.held[f] = v; break;
        case 5: t.seat_of[f] = int8_t(rng() % 2 ? -1 : 127); break;
        default: b.no_buildings[rng() % kNumClearings] = v; break;
      }
    }
    const bool lanes = CompanyChecks::BoxesHoldInLanes(t);
    ASSERT_TRUE(!lanes || CompanyChecks::BoxesHoldPlain(t)) << "round " << round;
    accepted += lanes;
  }
  EXPECT_GT(accepted, 0);  // the rounds reach the lanes' acceptance
}

// facts 9: three trade posts of each suit; a row's covered spaces among
// those its posts uncovered.
TEST(RootInvariants, CompanyTradePostsConserved) {
  const State s = CompanyGame([](const State& st) { return st.phase != Phase::kSetup; });
  State broken = s;
  broken.company.posts_placed[0] = uint8_t(kTradePostsPerSuit + 1);
  ExpectOnlyBroken(s, broken, "root.company.trade_posts");
}

// seed 001 【河民商団】 業務提供: each service costs 1 to 4 once setup is over.
TEST(RootInvariants, CompanyPricesSetAfterSetup) {
  const State s = CompanyGame([](const State& st) { return st.phase != Phase::kSetup; });
  State broken = s;
  broken.company.price[0] = 0;
  ExpectOnlyBroken(s, broken, "root.company.services");
}

// seed 001 【河民商団】 C:傭兵業務: mercenaries only with a purchase this turn
// (read by the checks that run after every event, FactionChecks Always).
TEST(RootInvariants, CompanyMercenariesOnlyWithAPurchase) {
  const State s = CompanyGame([](const State& st) {
    return st.phase != Phase::kSetup && st.company.service_turn != st.turns_taken;
  });
  State broken = s;
  broken.company.mercenaries = true;
  broken.company.riverboats = false;
  broken.company.bought = 0;
  broken.company.service_turn = s.turns_taken;
  ExpectOnlyBroken(s, broken, "root.company.mercenaries_turn");
}

// A span of State bytes the memo test below changes, by name.
struct Field {
  const char* name;
  size_t offset, size;
};

// The bytes of each faction's memo ranges (factions/checks.h: kPieceBytes,
// kBuildingBytes, kCardBytes, the optional kTallyBytes, kOwnBytes and
// kSeldomBytes).
template <typename... F>
void AddOwnGroupBytes(FactionCheckList<F...>, std::vector<Field>& out) {
  (
      [&] {
        for (const ByteRange& r : F::kPieceBytes) out.push_back({"piece bytes", r.begin, r.end - r.begin});
        for (const ByteRange& r : F::kBuildingBytes)
          out.push_back({"building bytes", r.begin, r.end - r.begin});
        for (const ByteRange& r : F::kCardBytes) out.push_back({"card bytes", r.begin, r.end - r.begin});
        if constexpr (requires { F::kTallyBytes; })
          for (const ByteRange& r : F::kTallyBytes) out.push_back({"tally bytes", r.begin, r.end - r.begin});
        if constexpr (HasOwnGroup<F>)
          for (const ByteRange& r : F::kOwnBytes) out.push_back({"own group", r.begin, r.end - r.begin});
        if constexpr (HasSeldomGroup<F>)
          for (const ByteRange& r : F::kSeldomBytes) out.push_back({"seldom group", r.begin, r.end - r.begin});
      }(),
      ...);
}

// Every byte the checks read, changed in a reachable state right after that
// state passed the fast path: the fast path must say what the single checks
// say, and the original must pass again afterwards. This catches a group of
// the fast path whose remembered bytes miss one its checks read.
TEST(RootInvariants, FastPathMemoNeverSkipsAChangedByte) {
#define ARBITER_FIELD(f) Field{#f, offsetof(State, f), sizeof(std::declval<State&>().f)}
  const Field fields[] = {
      ARBITER_FIELD(players),      ARBITER_FIELD(seat_of),      ARBITER_FIELD(suit),
      ARBITER_FIELD(ruin_items),
      ARBITER_FIELD(item_supply),  ARBITER_FIELD(items),        ARBITER_FIELD(deck),
      ARBITER_FIELD(deck_size),    ARBITER_FIELD(hand),         ARBITER_FIELD(play_area),
      ARBITER_FIELD(discard),      ARBITER_FIELD(beside_map),   ARBITER_FIELD(out_of_game),
      ARBITER_FIELD(warriors),     ARBITER_FIELD(warrior_supply),
      ARBITER_FIELD(marquise.keep), ARBITER_FIELD(marquise.buildings),
      ARBITER_FIELD(marquise.track), ARBITER_FIELD(marquise.wood),
      ARBITER_FIELD(marquise.wood_supply), ARBITER_FIELD(eyrie.roosts),
      ARBITER_FIELD(eyrie.roost_track), ARBITER_FIELD(eyrie.leader),
      ARBITER_FIELD(eyrie.deposed), ARBITER_FIELD(eyrie.decree),
      ARBITER_FIELD(eyrie.added_this_turn), ARBITER_FIELD(vp), ARBITER_FIELD(vp_by),
      ARBITER_FIELD(step),         ARBITER_FIELD(turn_seat),
      ARBITER_FIELD(alliance.bases), ARBITER_FIELD(alliance.sympathy),
      ARBITER_FIELD(alliance.officers), ARBITER_FIELD(alliance.supporters),
      ARBITER_FIELD(vagabond.pawn), ARBITER_FIELD(vagabond.character),
      ARBITER_FIELD(vagabond.items), ARBITER_FIELD(vagabond.removed),
      ARBITER_FIELD(vagabond.relation), ARBITER_FIELD(vagabond.quest_deck),
      ARBITER_FIELD(vagabond.quest_deck_size), ARBITER_FIELD(vagabond.quests_shown),
      ARBITER_FIELD(vagabond.quests_done), ARBITER_FIELD(vagabond.coalition),
      ARBITER_FIELD(vagabond.damaged_off_turn), ARBITER_FIELD(received),
      ARBITER_FIELD(lizard.gardens), ARBITER_FIELD(lizard.track), ARBITER_FIELD(lizard.acolytes),
      ARBITER_FIELD(lizard.outcast), ARBITER_FIELD(lizard.prior_outcast), ARBITER_FIELD(lizard.lost_souls),
      ARBITER_FIELD(lizard.revealed), ARBITER_FIELD(lizard.counted), ARBITER_FIELD(fstep),
  };
  // And whatever each faction declares to the common checks as data (its
  // building rows, card sets, off-map warriors), so that a new faction's
  // bytes are probed without an entry here: a memo group that leaves them
  // out fails below.
  std::vector<Field> faction_fields;
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    for (int i = 0; i < fr.building_rows.count; ++i)
      faction_fields.push_back({"building row", fr.building_rows.at[i], kNumClearings});
    for (int i = 0; i < fr.card_sets.count; ++i)
      faction_fields.push_back({"card set", fr.card_sets.at[i], sizeof(uint64_t)});
    if (fr.warriors_off_map_at != kNoneOffMap)
      faction_fields.push_back({"off-map warriors", size_t(fr.warriors_off_map_at), 1});
  }
  AddOwnGroupBytes(FactionChecks{}, faction_fields);
  // Bools and enums take valid values only.
  const Field flags[] = {ARBITER_FIELD(ruin),           ARBITER_FIELD(marquise.keep_removed),
                         ARBITER_FIELD(marquise.recruited), ARBITER_FIELD(marquise.crafting_open),
                         ARBITER_FIELD(eyrie.bird_added), ARBITER_FIELD(eyrie.crafting_open),
                         ARBITER_FIELD(alliance.base_lost), ARBITER_FIELD(alliance.spread_started),
                         ARBITER_FIELD(company.riverboats), ARBITER_FIELD(company.mercenaries),
                         ARBITER_FIELD(lizard.hated),     ARBITER_FIELD(lizard.prior_hated),
                         ARBITER_FIELD(mechanical.keep_removed)};
#undef ARBITER_FIELD
  // A faction's ranges may take in those bools (the Vagabond's own group
  // reads the ruins): they are probed above with valid values only, so their
  // bytes leave the arithmetic probes (a bool of 255 is undefined behaviour).
  std::vector<Field> without_flags;
  for (const Field& f : faction_fields) {
    std::vector<Field> pieces = {f};
    for (const Field& flag : flags) {
      std::vector<Field> kept;
      for (const Field& p : pieces) {
        const size_t end = p.offset + p.size, flag_end = flag.offset + flag.size;
        if (end <= flag.offset || flag_end <= p.offset) {
          kept.push_back(p);
          continue;
        }
        if (p.offset < flag.offset) kept.push_back({p.name, p.offset, flag.offset - p.offset});
        if (flag_end < end) kept.push_back({p.name, flag_end, end - flag_end});
      }
      pieces = kept;
    }
    without_flags.insert(without_flags.end(), pieces.begin(), pieces.end());
  }
  faction_fields = without_flags;
  const std::set<std::string> none;
  std::vector<State> states = {Table().s, FullDeck()};
  // The setup (the deck full before the deal), then states along two games.
  Play(4, [&](const State& st) {
    states.push_back(st);
    return st.phase != Phase::kSetup;
  });
  states.pop_back();
  for (uint64_t seed : {5, 6}) {
    int events = 0;
    Play(seed, [&](const State& st) {
      if (++events % 60 == 0 && st.winner < 0 && !st.ended_by_limit) states.push_back(st);
      return states.size() >= 14;
    });
  }
  // Three seats: the Alliance's board in play.
  int events = 0;
  Play(
      7,
      [&](const State& st) {
        if (++events % 60 == 0 && st.winner < 0 && !st.ended_by_limit) states.push_back(st);
        return states.size() >= 20;
      },
      MapSide::kAutumn, 200, /*alliance=*/true);
  // Four seats: the Vagabond's board too.
  events = 0;
  Play(
      8,
      [&](const State& st) {
        if (++events % 60 == 0 && st.winner < 0 && !st.ended_by_limit) states.push_back(st);
        return states.size() >= 26;
      },
      MapSide::kAutumn, 200, /*alliance=*/true, /*vagabond=*/true);
  // Three seats with the Lizard Cult: its board, Lost Souls and revealed
  // cards in play (some states in its Daylight, revealed cards out).
  events = 0;
  Play(
      9,
      [&](const State& st) {
        const bool rituals = st.lizard.revealed != 0;
        if ((++events % 40 == 0 || (rituals && events % 7 == 0)) && st.winner < 0 && !st.ended_by_limit)
          states.push_back(st);
        return states.size() >= 34;
      },
      MapSide::kAutumn, 200, /*alliance=*/false, /*vagabond=*/false, /*lizard=*/true);
  // Four seats with the Company (its boxes, prices and purchases), and the
  // automa at three and four seats, from its setup on (its keep not yet
  // placed, which the piece checks read with the phase).
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kMarquise, Faction::kEyrie, Faction::kVagabond, Faction::kCompany},
      {Faction::kMechanical, Faction::kEyrie, Faction::kAlliance},
      {Faction::kVagabond, Faction::kCompany, Faction::kMechanical, Faction::kLizard},
  };
  for (size_t t = 0; t < tables.size(); ++t) {
    events = 0;
    const size_t until = states.size() + 4;
    PlayFactions(
        20 + t,
        [&](const State& st) {
          const bool setup = st.phase == Phase::kSetup && events % 3 == 0;
          if ((++events % 50 == 0 || setup) && st.winner < 0 && !st.ended_by_limit) states.push_back(st);
          return states.size() >= until;
        },
        tables[t]);
  }
  int broken_seen = 0;
  for (size_t k = 0; k < states.size(); ++k) {
    const State& s = states[k];
    ASSERT_EQ(BrokenBySingleChecks(s), none) << "state " << k;
    auto probe = [&](const State& changed, const std::string& what) {
      ASSERT_TRUE(SingleChecksHoldHere(s)) << what;
      ASSERT_TRUE(FastPathHolds(s)) << what;
      const bool holds = BrokenBySingleChecks(changed).empty();
      broken_seen += !holds;
      EXPECT_EQ(FastPathHolds(changed), holds) << "state " << k << " " << what;
      EXPECT_TRUE(FastPathHolds(s)) << "state " << k << " after " << what;
    };
    std::vector<Field> probed(std::begin(fields), std::end(fields));
    probed.insert(probed.end(), faction_fields.begin(), faction_fields.end());
    for (const Field& f : probed) {
      for (size_t i = 0; i < f.size; ++i) {
        for (uint8_t delta : {uint8_t{1}, uint8_t{0xFF}, uint8_t{0x80}}) {
          State changed = s;
          uint8_t* byte = reinterpret_cast<uint8_t*>(&changed) + f.offset + i;
          *byte = uint8_t(*byte + delta);
          probe(changed, std::string(f.name) + " byte " + std::to_string(i) + " +" +
                             std::to_string(delta));
        }
      }
    }
    for (const Field& f : flags) {
      for (size_t i = 0; i < f.size; ++i) {
        State changed = s;
        uint8_t* byte = reinterpret_cast<uint8_t*>(&changed) + f.offset + i;
        *byte = *byte ? 0 : 1;
        probe(changed, std::string(f.name) + " byte " + std::to_string(i) + " flipped");
      }
    }
    for (Phase phase : {Phase::kBirdsong, Phase::kDaylight, Phase::kEvening}) {
      State changed = s;
      changed.phase = phase == s.phase ? Phase::kSetup : phase;
      probe(changed, "phase");
    }
  }
  EXPECT_GT(broken_seen, 1000) << "the changes should mostly break something";
}

// seed 001 【メカ野候国】: the automa's keep is placed by the end of setup.
// The check reads the phase, which no piece byte holds: the fast path must
// still rerun it when setup ends with no piece changed (a state just
// checked in setup, then the same pieces in Birdsong).
TEST(RootInvariants, MechanicalKeepPlacedWhenSetupEndsWithNoPieceChanged) {
  State last_setup{};
  PlayFactions(
      30,
      [&](const State& st) {
        if (st.phase == Phase::kSetup) last_setup = st;
        return st.phase != Phase::kSetup;
      },
      {Faction::kEyrie, Faction::kAlliance, Faction::kMechanical});
  ASSERT_GE(last_setup.mechanical.keep, 0);
  State unplaced = last_setup;
  unplaced.mechanical.keep = -1;  // allowed while setup goes on
  ASSERT_EQ(BrokenBySingleChecks(unplaced), std::set<std::string>{});
  State ended = unplaced;
  ended.phase = Phase::kBirdsong;
  ASSERT_EQ(BrokenBySingleChecks(ended), std::set<std::string>{"root.pieces_conserved"});
  EXPECT_TRUE(FastPathHolds(unplaced));
  EXPECT_FALSE(FastPathHolds(ended));
}

// The automa's card checks: the fast verdict is the parts' verdict, on
// states of its games and on those states with one of the bytes its parts
// read changed at random.
TEST(RootInvariants, MechanicalCardsFastPathAcceptsOnlyWhatThePartsDo) {
  std::vector<State> states;
  int events = 0;
  for (uint64_t seed = 31; seed < 35; ++seed)
    PlayFactions(
        seed,
        [&](const State& st) {
          if (++events % 5 == 0) states.push_back(st);
          return states.size() % 20 == 0 && events % 5 == 0;
        },
        seed % 2 ? std::vector<Faction>{Faction::kEyrie, Faction::kMechanical, Faction::kAlliance, Faction::kVagabond}
                 : std::vector<Faction>{Faction::kMechanical, Faction::kLizard, Faction::kCompany});
  ASSERT_GE(states.size(), 60u);
  std::mt19937_64 rng(6);
  int broken = 0, held = 0;
  for (const State& s : states) {
    EXPECT_TRUE(MechanicalChecks::CardsInPlayHold(s));
    for (int round = 0; round < 200; ++round) {
      State t = s;
      const int seat = t.seat_of[int(Faction::kMechanical)];
      const int8_t v = int8_t(rng() % 2 ? rng() % 256 : rng() % 8);
      switch (rng() % 11) {
        case 0: t.mechanical.row[rng() % kMechOrders] = rng() % 2 ? int8_t(rng() % kNumCards) : v; break;
        case 1: t.mechanical.orders[rng() % 8] ^= uint8_t(1u << (rng() % 8)); break;
        case 2: t.hand[seat] |= Bit(int(rng() % kNumCards)); break;
        case 3: t.out_of_game |= Bit(int(rng() % kNumCards)); break;
        case 4: t.mechanical.for_sale = uint8_t(v); break;
        case 5: t.dominance[rng() % kMaxSeats] = v; break;
        case 6: t.seat_of[int(Faction::kMarquise)] = int8_t(rng() % 2 ? 3 : -1); break;
        case 7: t.turn_seat = uint8_t(rng() % kMaxSeats); break;
        case 8: t.deck_size = 0, t.discard = rng() % 2 ? 0 : t.discard; break;
        case 9: {  // one order twice, the mask without the one it replaced
          MechanicalBoard& b = t.mechanical;
          const int at = int(rng() % kMechOrders);
          const int from = (at + 1 + int(rng() % (kMechOrders - 1))) % kMechOrders;
          if (b.row[at] >= 0) mechanical::SetOrders(b, mechanical::Orders(b) & ~Bit(b.row[at]));
          b.row[at] = b.row[from];
          break;
        }
        default: t.phase = Phase(rng() % 5); break;
      }
      const bool parts = MechanicalChecks::CardsInPlay(t).ok();
      ASSERT_EQ(MechanicalChecks::CardsInPlayHold(t), parts) << "round " << round;
      (parts ? held : broken) += 1;
    }
  }
  EXPECT_GT(broken, 1000);
  EXPECT_GT(held, 1000);
}

}  // namespace
}  // namespace arbiter::root::testing
