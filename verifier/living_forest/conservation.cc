#include "verifier/living_forest/conservation.h"

#include <cstring>
#include <string>

#include "absl/strings/str_cat.h"
#include "engine/living_forest/components.h"

namespace arbiter::living_forest::invariants {
namespace {

absl::Status Broken(absl::string_view why) { return absl::InternalError(why); }

int Seats(const State& s) { return s.players < kMaxPlayers ? s.players : kMaxPlayers; }

// Adds the pile's cards to `counts`; false on an impossible size or card.
bool CountPile(const Pile& pile, CardTally& counts) {
  if (pile.n > kMaxOwned) return false;
  for (int i = 0; i < pile.n; ++i) {
    if (pile.cards[i] >= kNumCardKinds) return false;
    ++counts[pile.cards[i]];
  }
  return true;
}

// The tally of every card in `s`; false when a pile has an impossible size
// or card, or a seat out of play holds cards.
bool CountCards(const State& s, CardTally& counts) {
  if (s.players < kMinPlayers || s.players > kMaxPlayers) return false;
  bool ok = true;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = s.p[seat];
    if (seat >= s.players && (p.deck.n | p.discard.n | p.line.n) != 0) ok = false;
    ok = CountPile(p.deck, counts) && ok;
    ok = CountPile(p.discard, counts) && ok;
    ok = CountPile(p.line, counts) && ok;
  }
  for (const auto& row : s.display) {
    for (uint8_t card : row) {
      if (card == kNoCard) continue;
      if (card >= kNumCardKinds) ok = false;
      else ++counts[card];
    }
  }
  for (int level = 0; level < kNumLevels; ++level) {
    if (s.stack_n[level] > kLevelSize[level]) {
      ok = false;
      continue;
    }
    for (int i = 0; i < s.stack_n[level]; ++i) {
      if (s.stack[level][i] >= kNumCardKinds) ok = false;
      else ++counts[s.stack[level][i]];
    }
  }
  if (s.burn_cards > kNumFireCards) ok = false;
  counts[kFireCard] = static_cast<uint16_t>(counts[kFireCard] + s.burn_cards);
  return ok;
}

constexpr char kNoReason[] = "the recount finds no fault the check found (a bug in Arbiter)";

}  // namespace

const CardTally& CardsInGame(int players) {
  static constexpr auto kTallies = [] {
    std::array<CardTally, kMaxPlayers + 1> t{};
    for (int n = 0; n <= kMaxPlayers; ++n) {
      for (int kind = 0; kind < kNumCardKinds; ++kind) {
        t[n][kind] = static_cast<uint16_t>(kind < kNumStartKinds ? n
                                           : kind == kFireCard   ? kNumFireCards
                                                                 : 1);
      }
    }
    return t;
  }();
  return kTallies[players];
}

bool CardsHold(const State& s) {
  CardTally counts{};
  if (!CountCards(s, counts)) return false;
  return std::memcmp(counts.data(), CardsInGame(s.players).data(), sizeof(CardTally)) == 0;
}

absl::Status CardsReport(const State& s) {
  CardTally counts{};
  if (!CountCards(s, counts)) {
    return Broken(
        "a pile holds a card that does not exist or too many, an unused seat holds cards, "
        "or the seat count is impossible");
  }
  const CardTally& want = CardsInGame(s.players);
  for (int kind = 0; kind < kNumCardKinds; ++kind) {
    if (counts[kind] != want[kind]) {
      return Broken(absl::StrCat(CardInfo(static_cast<uint8_t>(kind)).name, " found ",
                                 counts[kind], " times, expected ", want[kind]));
    }
  }
  return Broken(kNoReason);
}

absl::Status FireTokensReport(const State& s) {
  for (int v = 0; v < kNumFireValues; ++v) {
    int total = s.fire_supply[v] + s.centre[v];
    for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fires[v];
    if (total != kFireTokensByValue[v]) {
      return Broken(absl::StrCat(total, " value-", kFireValue[v], " tokens, expected ",
                                 kFireTokensByValue[v]));
    }
  }
  return Broken(kNoReason);
}

absl::Status FragmentsReport(const State& s) {
  int total = s.fragment_stock;
  for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fragments;
  return Broken(absl::StrCat(total, " fragments, expected ", kNumFragments));
}

absl::Status VictoryTilesReport(const State& s) {
  for (int kind = 0; kind < kNumVictoryKinds; ++kind) {
    int total = 0;
    for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].victory[kind];
    if (total != s.players) {
      return Broken(absl::StrCat(total, " victory tiles of kind ", kind, ", expected ",
                                 static_cast<int>(s.players)));
    }
  }
  return Broken(kNoReason);
}

namespace {

// Why the forests and dispensers break tree_tiles_conserved, or "" if not.
std::string TreeFault(const State& s) {
  std::array<int, kNumTreeKinds> planted{};
  for (int seat = 0; seat < Seats(s); ++seat) {
    const PlayerState& p = s.p[seat];
    for (int cell = 0; cell < kForestCells; ++cell) {
      const uint8_t tree = p.forest[cell];
      const bool centre = cell == kForestCentre;
      if (centre != (tree == kStartTree) ||
          (tree != kNoTree && tree != kStartTree && tree >= kNumTreeKinds)) {
        return absl::StrCat("seat ", seat, " forest space ", cell,
                            " breaks the starting-tree layout");
      }
      if (tree < kNumTreeKinds) ++planted[tree];
    }
  }
  if (s.players < kMinPlayers || s.players > kMaxPlayers) return "no tree counts for this seat count";
  for (int kind = 0; kind < kNumTreeKinds; ++kind) {
    const int total = planted[kind] + s.dispenser[kind];
    if (total != TreeTilesInGame(static_cast<uint8_t>(kind), s.players)) {
      return absl::StrCat(total, " tiles of ", TreeInfo(static_cast<uint8_t>(kind)).name);
    }
  }
  return "";
}

}  // namespace

bool TreeTilesHold(const State& s) {
  if (s.players < kMinPlayers || s.players > kMaxPlayers) return false;
  std::array<int, kNumTreeKinds> planted{};
  bool ok = true;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    for (int cell = 0; cell < kForestCells; ++cell) {
      const uint8_t tree = p.forest[cell];
      ok &= (cell == kForestCentre) == (tree == kStartTree);
      ok &= tree == kNoTree || tree == kStartTree || tree < kNumTreeKinds;
      if (tree < kNumTreeKinds) ++planted[tree];
    }
  }
  for (int kind = 0; kind < kNumTreeKinds; ++kind) {
    ok &= planted[kind] + s.dispenser[kind] ==
          TreeTilesInGame(static_cast<uint8_t>(kind), s.players);
  }
  return ok;
}

absl::Status TreeTilesReport(const State& s) {
  const std::string fault = TreeFault(s);
  return Broken(fault.empty() ? kNoReason : fault);
}

absl::Status DistinctRocksReport(const State& s) {
  for (int a = 0; a < Seats(s); ++a) {
    if (s.p[a].rock >= kNumRocks) return Broken(absl::StrCat("seat ", a, " is on no rock"));
    for (int b = a + 1; b < Seats(s); ++b) {
      if (s.p[a].rock == s.p[b].rock) {
        return Broken(absl::StrCat("seats ", a, " and ", b, " share rock ",
                                   static_cast<int>(s.p[a].rock)));
      }
    }
  }
  return Broken(kNoReason);
}

absl::Status CentreFireCapReport(const State& s) {
  return Broken(
      absl::StrCat(s.centre[0] + s.centre[1] + s.centre[2], " fire tokens in the centre"));
}

}  // namespace arbiter::living_forest::invariants
