#include "engine/living_forest/consistency.h"

#include <array>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"

namespace arbiter::living_forest {
namespace {

constexpr absl::string_view kSetup = "002_4c65461fc39b03da.txt 内容物";

absl::Status Broken(absl::string_view id, absl::string_view citation,
                    absl::string_view why) {
  return MakeRejection(absl::StatusCode::kInternal, RuleRef{id, citation}, why);
}

// A tally of card kinds; 16-bit counts: even a corrupt state has fewer cards
// than that.
using CardTally = std::array<uint16_t, kNumCardKinds>;
using Tally = CardTally;

void CountPile(const Pile& pile, Tally& counts, bool& bad) {
  if (pile.n > kMaxOwned) {
    bad = true;
    return;
  }
  for (int i = 0; i < pile.n; ++i) {
    if (pile.cards[i] >= kNumCardKinds) {
      bad = true;
      return;
    }
    ++counts[pile.cards[i]];
  }
}

// Copies of each card kind in a game of `players` seats: one starting deck
// per seat, every fire card, one of each guardian.
int CardsInGame(int kind, int players) {
  return kind < kNumStartKinds ? players : kind == kFireCard ? kNumFireCards : 1;
}

// The tally the cards of a game of `players` seats add up to.
// REQUIRES: players <= kMaxPlayers.
const CardTally& ExpectedCardTally(int players) {
  static const auto* tallies = [] {
    auto* t = new std::array<Tally, kMaxPlayers + 1>();
    for (int n = 0; n <= kMaxPlayers; ++n) {
      for (int kind = 0; kind < kNumCardKinds; ++kind) {
        (*t)[n][kind] = static_cast<uint16_t>(CardsInGame(kind, n));
      }
    }
    return t;
  }();
  return (*tallies)[players];
}

}  // namespace

static bool TallySeatCards(const PlayerState& p, CardTally& counts) {
  bool bad = false;
  CountPile(p.deck, counts, bad);
  CountPile(p.discard, counts, bad);
  CountPile(p.line, counts, bad);
  return !bad;
}

static bool TallyTableCards(const State& s, CardTally& counts) {
  bool bad = false;
  for (const auto& row : s.display) {
    for (uint8_t card : row) {
      if (card == kNoCard) continue;
      if (card >= kNumCardKinds) bad = true;
      else ++counts[card];
    }
  }
  for (int level = 0; level < kNumLevels; ++level) {
    if (s.stack_n[level] > kLevelSize[level]) {
      bad = true;
      continue;
    }
    for (int i = 0; i < s.stack_n[level]; ++i) {
      if (s.stack[level][i] >= kNumCardKinds) bad = true;
      else ++counts[s.stack[level][i]];
    }
  }
  if (s.burn_cards > kNumFireCards) bad = true;
  counts[kFireCard] += s.burn_cards;
  return !bad;
}

static absl::Status CheckCardsConserved(const State& s) {
  Tally counts{};
  bool bad = s.players < kMinPlayers || s.players > kMaxPlayers;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = s.p[seat];
    if (seat >= s.players && (p.deck.n | p.discard.n | p.line.n) != 0) bad = true;
    if (!TallySeatCards(p, counts)) bad = true;
  }
  if (!TallyTableCards(s, counts)) bad = true;
  if (bad) {
    return Broken("living_forest.cards_conserved", kSetup,
                  "a pile holds a card that does not exist or an unused seat holds cards");
  }
  const Tally& want = ExpectedCardTally(s.players);
  if (std::memcmp(counts.data(), want.data(), sizeof(Tally)) == 0) {
    return absl::OkStatus();
  }
  for (int kind = 0; kind < kNumCardKinds; ++kind) {
    if (counts[kind] != want[kind]) {
      return Broken("living_forest.cards_conserved", kSetup,
                    absl::StrCat(CardInfo(static_cast<uint8_t>(kind)).name, " found ",
                                 counts[kind], " times, expected ", want[kind]));
    }
  }
  return absl::OkStatus();
}

static absl::Status CheckFireTokensConserved(const State& s) {
  for (int v = 0; v < kNumFireValues; ++v) {
    int total = s.fire_supply[v] + s.centre[v];
    for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fires[v];
    if (total != kFireTokensByValue[v]) {
      return Broken("living_forest.fire_tokens_conserved", kSetup,
                    absl::StrCat(total, " value-", kFireValue[v], " tokens, expected ",
                                 kFireTokensByValue[v]));
    }
  }
  return absl::OkStatus();
}

static absl::Status CheckFragmentsConserved(const State& s) {
  int total = s.fragment_stock;
  for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fragments;
  if (total != kNumFragments) {
    return Broken("living_forest.fragments_conserved", kSetup,
                  absl::StrCat(total, " fragments, expected ", kNumFragments));
  }
  return absl::OkStatus();
}

static absl::Status CheckVictoryTilesConserved(const State& s) {
  for (int kind = 0; kind < kNumVictoryKinds; ++kind) {
    int total = 0;
    for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].victory[kind];
    if (total != s.players) {
      return Broken("living_forest.victory_tiles_conserved", kSetup,
                    absl::StrCat(total, " victory tiles of kind ", kind, ", expected ",
                                 static_cast<int>(s.players)));
    }
  }
  return absl::OkStatus();
}

static absl::Status CheckTreeTilesConserved(const State& s) {
  std::array<int, kNumTreeKinds> planted{};
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    for (int cell = 0; cell < kForestCells; ++cell) {
      const uint8_t tree = p.forest[cell];
      const bool centre = cell == kForestCentre;
      if (centre != (tree == kStartTree) ||
          (tree != kNoTree && tree != kStartTree && tree >= kNumTreeKinds)) {
        return Broken("living_forest.tree_tiles_conserved",
                      "002_4c65461fc39b03da.txt 準備",
                      absl::StrCat("seat ", seat, " forest space ", cell,
                                   " breaks the starting-tree layout"));
      }
      if (tree < kNumTreeKinds) ++planted[tree];
    }
  }
  for (int kind = 0; kind < kNumTreeKinds; ++kind) {
    const int total = planted[kind] + s.dispenser[kind];
    if (total != TreeTilesInGame(static_cast<uint8_t>(kind), s.players)) {
      return Broken("living_forest.tree_tiles_conserved", "002_4c65461fc39b03da.txt 準備",
                    absl::StrCat(total, " tiles of ", TreeInfo(static_cast<uint8_t>(kind)).name));
    }
  }
  return absl::OkStatus();
}

static absl::Status CheckDistinctRocks(const State& s) {
  for (int a = 0; a < s.players; ++a) {
    if (s.p[a].rock >= kNumRocks) {
      return Broken("living_forest.distinct_rocks",
                    "002_4c65461fc39b03da.txt 2.アクションフェイズ 精霊の環の上を進む",
                    absl::StrCat("seat ", a, " is on no rock"));
    }
    for (int b = a + 1; b < s.players; ++b) {
      if (s.p[a].rock == s.p[b].rock) {
        return Broken("living_forest.distinct_rocks",
                      "002_4c65461fc39b03da.txt 2.アクションフェイズ 精霊の環の上を進む",
                      absl::StrCat("seats ", a, " and ", b, " share rock ",
                                   static_cast<int>(s.p[a].rock)));
      }
    }
  }
  return absl::OkStatus();
}

static absl::Status CheckCentreFireCap(const State& s) {
  const int tokens = s.centre[0] + s.centre[1] + s.centre[2];
  if (tokens > kCentreFireCap) {
    return Broken("living_forest.centre_fire_cap",
                  "002_4c65461fc39b03da.txt 3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う",
                  absl::StrCat(tokens, " fire tokens in the centre"));
  }
  return absl::OkStatus();
}

absl::Status CheckConservation(const State& s) {
  for (auto check : {&CheckCardsConserved, &CheckFireTokensConserved,
                     &CheckFragmentsConserved, &CheckVictoryTilesConserved,
                     &CheckTreeTilesConserved, &CheckDistinctRocks, &CheckCentreFireCap}) {
    absl::Status st = check(s);
    if (!st.ok()) return st;
  }
  return absl::OkStatus();
}

}  // namespace arbiter::living_forest
