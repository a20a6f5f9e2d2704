// Root's invariant catalogue: statements every reachable state satisfies,
// checked after every event. Written from the seed and the facts, not from
// the reducer's bookkeeping: each recounts from the raw piece and card arrays
// instead of calling the reducer's helpers (except Ruler, which it checks).
// Cheap; nothing allocates unless an invariant is broken.
#include <bit>
#include <string>

#include "absl/strings/str_format.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/factions/faction.h"
#include "engine/root/rules.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

#define SEED "000_df3076681f727464.txt "

using Typed = TypedMatch<RootRules>;

const State& Get(const Match& match) { return AsTyped<RootRules>(match)->state(); }

absl::Status Broken(const std::string& why) { return absl::InternalError(why); }

bool Dealt(const State& s) {
  return !(s.phase == Phase::kSetup && s.step < uint8_t(SetupStep::kDeal));
}

// The ruler of each clearing is the faction with the most warriors plus
// buildings, nobody on a tie, except that the Eyrie wins ties it is part of.
absl::Status RulerMatchesRule(const Match& m) {
  const State& s = Get(m);
  for (int c = 0; c < kNumClearings; ++c) {
    int cats = s.warriors[0][c] + s.marquise.buildings[0][c] +
               s.marquise.buildings[1][c] + s.marquise.buildings[2][c];
    int birds = s.warriors[1][c] + s.eyrie.roosts[c];
    if (s.seat_of[0] < 0) cats = 0;
    if (s.seat_of[1] < 0) birds = 0;
    int expected = -1;
    if (cats > birds) expected = 0;
    if (birds > cats) expected = 1;
    if (birds == cats && birds > 0) expected = 1;  // Lords of the Forest
    if (Ruler(s, c) != expected)
      return Broken(absl::StrFormat("clearing %d: ruler %d, the pieces say %d", c + 1,
                                    Ruler(s, c), expected));
  }
  return absl::OkStatus();
}

// Each of the 54 cards is in exactly one place once the deck is dealt.
absl::Status CardsInOnePlace(const Match& m) {
  const State& s = Get(m);
  int where[kNumCards] = {};
  auto count = [&](uint64_t mask) {
    for (uint64_t x = mask & ((uint64_t{1} << kNumCards) - 1); x; x &= x - 1)
      ++where[std::countr_zero(x)];
  };
  for (int i = 0; i < s.deck_size && i < kNumCards; ++i)
    if (s.deck[i] < kNumCards) ++where[s.deck[i]];
  for (int seat = 0; seat < s.players; ++seat) {
    count(s.hand[seat]);
    count(s.play_area[seat]);
  }
  count(s.discard);
  count(s.beside_map);
  count(s.out_of_game);
  for (uint64_t col : s.eyrie.decree) count(col);
  for (int c = 0; c < kNumCards; ++c) {
    int want = Dealt(s) || ((s.out_of_game >> c) & 1) ? 1 : 0;
    if (where[c] != want)
      return Broken(absl::StrFormat("card %d is in %d places", c + 1, where[c]));
  }
  return absl::OkStatus();
}

// Supply + board + map equals the box: Marquise 25 warriors, 6+6+6
// buildings, 8 wood, 1 keep; Eyrie 20 warriors, 7 roosts.
absl::Status PiecesConserved(const Match& m) {
  const State& s = Get(m);
  const int boxed[2] = {25, 20};
  for (int f = 0; f < 2; ++f) {
    if (s.seat_of[f] < 0) continue;
    int n = s.warrior_supply[f];
    for (int c = 0; c < kNumClearings; ++c) n += s.warriors[f][c];
    if (n != boxed[f]) return Broken(absl::StrFormat("faction %d has %d warriors", f, n));
  }
  if (s.seat_of[0] >= 0) {
    int wood = s.marquise.wood_supply;
    for (int c = 0; c < kNumClearings; ++c) wood += s.marquise.wood[c];
    if (wood != 8) return Broken(absl::StrFormat("%d wood tokens", wood));
    for (int t = 0; t < 3; ++t) {
      int b = s.marquise.track[t];
      for (int c = 0; c < kNumClearings; ++c) b += s.marquise.buildings[t][c];
      if (b != 6) return Broken(absl::StrFormat("%d Marquise buildings of type %d", b, t));
    }
    if (s.marquise.keep >= 0 && s.marquise.keep_removed)
      return Broken("the keep is both on the map and removed");
  }
  if (s.seat_of[1] >= 0) {
    int r = s.eyrie.roost_track;
    for (int c = 0; c < kNumClearings; ++c) r += s.eyrie.roosts[c];
    if (r != 7) return Broken(absl::StrFormat("%d roosts", r));
  }
  return absl::OkStatus();
}

// Buildings plus a ruin never exceed a clearing's slots.
absl::Status BuildingSlots(const Match& m) {
  const State& s = Get(m);
  const MapDef& map = GetMap(s.map);
  for (int c = 0; c < kNumClearings; ++c) {
    int used = (s.ruin[c] ? 1 : 0) + s.eyrie.roosts[c];
    for (int t = 0; t < 3; ++t) used += s.marquise.buildings[t][c];
    if (used > map.slots[c])
      return Broken(absl::StrFormat("clearing %d holds %d of %d slots", c + 1, used, map.slots[c]));
  }
  return absl::OkStatus();
}

// No other faction has a building or token in the keep's clearing (warriors
// may move in; only placing is forbidden).
absl::Status KeepClearingExclusive(const Match& m) {
  const State& s = Get(m);
  if (s.marquise.keep >= 0 && s.eyrie.roosts[s.marquise.keep] > 0)
    return Broken(absl::StrFormat("a roost in the keep's clearing %d", s.marquise.keep + 1));
  return absl::OkStatus();
}

// Items: supply + crafted + under ruins = 12 + 4 per type as at setup.
absl::Status ItemsConserved(const Match& m) {
  const State& s = Get(m);
  for (int i = 1; i < kNumItems; ++i) {
    int n = s.item_supply[i] + s.ruin_items[i];
    for (int seat = 0; seat < s.players; ++seat) n += s.items[seat][i];
    if (n != kItemSupply[i] + kRuinItems[i])
      return Broken(absl::StrFormat("item %d: %d in the game", i, n));
  }
  return absl::OkStatus();
}

// Outside its own turn a player holds at most five cards (the limit applies
// at the end of Evening), plus one per Better Burrow Bank in another play
// area (it gives a card at the start of its owner's Birdsong).
absl::Status HandLimit(const Match& m) {
  const State& s = Get(m);
  if (s.phase == Phase::kSetup) return absl::OkStatus();
  for (int seat = 0; seat < s.players; ++seat) {
    if (seat == s.turn_seat) continue;
    int gifts = 0;
    for (int other = 0; other < s.players; ++other) {
      if (other == seat) continue;
      for (uint64_t x = s.play_area[other]; x; x &= x - 1)
        if (kCards[std::countr_zero(x)].effect == CardEffect::kBetterBurrowBank) ++gifts;
    }
    if (std::popcount(s.hand[seat]) > kHandLimit + gifts)
      return Broken(absl::StrFormat("seat %d holds %d cards between turns", seat,
                                    std::popcount(s.hand[seat])));
  }
  return absl::OkStatus();
}

// Each seat's VP is the sum of what it scored by cause, never negative.
absl::Status VpSum(const Match& m) {
  const State& s = Get(m);
  for (int seat = 0; seat < s.players; ++seat) {
    int sum = 0;
    for (int16_t v : s.vp_by[seat]) sum += v;
    if (sum != s.vp[seat] || s.vp[seat] < 0)
      return Broken(absl::StrFormat("seat %d: %d VP, scoring events sum to %d", seat,
                                    s.vp[seat], sum));
  }
  return absl::OkStatus();
}

// The Decree holds each Loyal Vizier once, in its leader's columns; at most
// two cards are added in one Birdsong; decree cards are nowhere else.
absl::Status DecreeComposition(const Match& m) {
  const State& s = Get(m);
  if (s.seat_of[1] < 0 || s.eyrie.leader < 0) return absl::OkStatus();
  const EyrieBoard& y = s.eyrie;
  for (int v = 0; v < 2; ++v) {
    int found = 0, col = -1;
    for (int c = 0; c < kNumColumns; ++c)
      if ((y.decree[c] >> (kVizierCard0 + v)) & 1) ++found, col = c;
    if (found != 1) return Broken(absl::StrFormat("vizier %d in %d columns", v + 1, found));
    if (col != int(kLeaderViziers[y.leader][v]))
      return Broken(absl::StrFormat("vizier %d not in its leader's column", v + 1));
  }
  if (y.added_this_turn > 2) return Broken("more than two cards added to the Decree");
  for (int c = 0; c < kNumColumns; ++c)
    for (int d = c + 1; d < kNumColumns; ++d)
      if (y.decree[c] & y.decree[d]) return Broken("a card in two Decree columns");
  if ((y.deposed >> y.leader) & 1) return Broken("the leader is face down");
  return absl::OkStatus();
}

// A finished game stays finished: a winner has 30 VP, a limit-stopped game
// reached its limit, and nothing is listed as legal.
absl::Status EndIsFinal(const Match& m) {
  const State& s = Get(m);
  if (s.winner >= 0 && s.vp[s.winner] < kWinningScore && s.dominance[s.winner] < 0)
    return Broken("a winner below 30 VP without dominance");
  if (s.ended_by_limit && s.turns_taken < s.turn_limit)
    return Broken("ended by the limit before reaching it");
  if ((s.winner >= 0 || s.ended_by_limit) && m.CountLegalEvents() != 0)
    return Broken("legal events after the end");
  if (s.winner < 0 && !s.ended_by_limit) {
    for (int seat = 0; seat < s.players; ++seat)
      if (s.vp[seat] >= kWinningScore) return Broken("30 VP reached but the game goes on");
  }
  return absl::OkStatus();
}

const Invariant kInvariants[] = {
    {"root.ruler_matches_rule", "every clearing's ruler is the one warriors + buildings give, Eyrie winning ties",
     SEED "【移動】; 【鷲巣王朝】「森の王者」", &RulerMatchesRule},
    {"root.cards_in_one_place", "each of the 54 cards is in exactly one place",
     SEED "【ゲームの準備】 動物カード", &CardsInOnePlace},
    {"root.pieces_conserved", "supply + board + map equals each faction's box contents",
     SEED "【ゲームの準備】 派閥ボード", &PiecesConserved},
    {"root.building_slots", "no clearing holds more buildings (and ruins) than slots",
     SEED "【ゲームの準備】 《広場について》", &BuildingSlots},
    {"root.keep_exclusive", "no other faction's building or token in the keep's clearing",
     SEED "【猫野候国】 「城砦トークン」", &KeepClearingExclusive},
    {"root.items_conserved", "items in supply + crafted + ruins equal the setup",
     SEED "【ゲームの準備】 アイテムタイル", &ItemsConserved},
    {"root.hand_limit", "between turns every hand holds at most five cards (+1 per rival Better Burrow Bank)",
     SEED "【猫野候国】 夜フェイズ", &HandLimit},
    {"root.vp_sum", "VP equal the sum of scoring events and are never negative",
     SEED "【ゲームの勝利方法】 勝利点の獲得方法", &VpSum},
    {"root.decree_composition", "viziers once each in the leader's columns; at most two cards added",
     SEED "【鷲巣王朝】 朝フェイズ", &DecreeComposition},
    {"root.end_is_final", "a finished game has its cause and accepts no event",
     SEED "【ゲームの勝利方法】", &EndIsFinal},
};

ARBITER_REGISTER_INVARIANTS("root", kInvariants);

}  // namespace
}  // namespace arbiter::root
