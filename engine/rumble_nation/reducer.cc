#include "engine/rumble_nation/reducer.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engine/core/rejection.h"
#include "engine/core/status_macros.h"
#include "engine/rumble_nation/cards.h"
#include "engine/rumble_nation/rule_ids.h"

namespace arbiter::rumble_nation {
namespace {

int AreaWithCastle(const State& s, int value) {
  for (int a = 0; a < kNumAreas; ++a) {
    if (s.castle[a] == value) return a;
  }
  return kNoArea;
}

void StartTurn(Seat seat, State* s) {
  s->phase = Phase::kTurn;
  s->to_move = seat;
  s->rerolled = false;
  s->dice = {};
}

// The seat at `area`'s first place (strength, then katana), second place,
// or kNobody. Strength = soldiers + reinforcements (seed 二.合戦フェイズ ①).
void Rank(const State& s, int area, Seat* first, Seat* second) {
  *first = *second = kNobody;
  auto better = [&](int p, int q) {
    int sp = s.soldiers[p][area] + s.reinforcements[p][area];
    int sq = s.soldiers[q][area] + s.reinforcements[q][area];
    if (sp != sq) return sp > sq;
    return s.katana[p] > s.katana[q];  // ties go to more swords
  };
  for (int p = 0; p < s.players; ++p) {
    // Only players with soldiers there take part (seed ② 城チップを獲得する:
    // a lone occupant leaves the small chip to nobody).
    if (s.soldiers[p][area] == 0) continue;
    if (*first == kNobody || better(p, *first)) {
      *second = *first;
      *first = static_cast<Seat>(p);
    } else if (*second == kNobody || better(p, *second)) {
      *second = static_cast<Seat>(p);
    }
  }
}

// Resolves provinces from s->battle_value upward until a winner must choose
// a reinforcement target or every province is done
// (seed 二.合戦フェイズ: 2 to 12 in order).
void ResolveBattles(const Components& c, State* s) {
  for (; s->battle_value <= kMaxCastle; ++s->battle_value) {
    int area = AreaWithCastle(*s, s->battle_value);
    Seat first, second;
    Rank(*s, area, &first, &second);
    if (first == kNobody) continue;  // empty: both chips stay on the map
    s->large_owner[area] = first;
    if (c.small_chips && second != kNobody) s->small_owner[area] = second;
    // ③ 援軍コマを派遣する: one target is chosen; with a single candidate
    // there is nothing to choose, so the reducer places them itself.
    int candidates = 0, only = kNoArea;
    for (int b = 0; b < kNumAreas; ++b) {
      if (IsReinforceTarget(c, *s, first, area, b)) {
        ++candidates;
        only = b;
      }
    }
    if (candidates == 1) {
      s->reinforcements[first][only] += c.reinforcements;
    } else if (candidates > 1) {
      s->phase = Phase::kReinforce;
      s->to_move = first;
      return;
    }
  }
  s->phase = Phase::kOver;
  s->to_move = kNobody;
}

// After a turn: a seat whose supply is empty takes the katana chip with the
// most swords left and is skipped from then on; the march ends when everyone
// is out (seed 一.進軍フェイズ).
void EndTurn(const Components& c, State* s) {
  for (int p = 0; p < s->players; ++p) {
    if (s->supply[p] == 0 && !s->IsOut(p)) {
      s->katana[p] = c.katana_chips[s->katana_taken++];
    }
  }
  for (int step = 1; step <= s->players; ++step) {
    Seat next = static_cast<Seat>((s->to_move + step) % s->players);
    if (!s->IsOut(next)) {
      StartTurn(next, s);
      return;
    }
  }
  s->dice = {};
  s->rerolled = false;
  s->battle_value = kMinCastle;
  ResolveBattles(c, s);
}

absl::Status Unexpected(const State& s, absl::string_view what) {
  static constexpr absl::string_view kWaitingFor[] = {
      "the castle chips to be dealt", "the strategy cards to be revealed",
      "a roll or a card",             "the dice",
      "a placement or a re-roll",     "a reinforcement choice",
      "nothing: the game is over"};
  return Reject(rules::kOutOfSequence,
                absl::StrFormat("%s while the game waits for %s", what,
                                kWaitingFor[static_cast<int>(s.phase)]));
}

absl::Status CheckTurn(const State& s, const Event& e) {
  if (e.seat != s.to_move) {
    // In the battle phase only the province's winner decides (seed 二.合戦フェイズ ③).
    return Reject(s.phase == Phase::kReinforce ? rules::kNotYourTurnInBattle : rules::kNotYourTurn,
                  absl::StrFormat("seat %d acted but seat %d is to move",
                                  e.seat, s.to_move));
  }
  return absl::OkStatus();
}

// Each handler below checks everything before it changes `s`; `s` is the
// spare state TypedMatch hands over (or Apply's copy).
absl::Status DealCastles(State& s, const Event& e) {
  if (s.phase != Phase::kDealCastles) return Unexpected(s, "a castle deal");
  // ゲームの準備 城チップ(大): the eleven chips 2..12, one on each area.
  uint16_t seen = 0;
  for (int a = 0; a < kNumAreas; ++a) {
    int bit = 1 << e.values[a];
    if (seen & bit) {
      return Reject(rules::kCastlesNotPermutation,
                    absl::StrFormat("castle value %d dealt twice", e.values[a]));
    }
    seen |= bit;
  }
  s.castle = e.values;
  s.phase = Phase::kRevealCards;
  return absl::OkStatus();
}

absl::Status RevealCards(const Components& c, State& s,
                                  const Event& e) {
  if (s.phase != Phase::kRevealCards) return Unexpected(s, "a card reveal");
  // ゲームの準備 軍略カード: players + 1 distinct cards face up.
  if (e.card_count != c.display_size) {
    return Reject(rules::kDisplaySize,
                  absl::StrFormat("%d cards revealed; %d players show %d",
                                  e.card_count, c.players, c.display_size));
  }
  for (int i = 0; i < e.card_count; ++i) {
    for (int j = 0; j < i; ++j) {
      if (e.cards[i] == e.cards[j]) {
        return Reject(rules::kDisplayDuplicate,
                      absl::StrFormat("card %s revealed twice",
                                      GetCardInfo(e.cards[i]).id));
      }
    }
  }
  s.display = e.cards;
  StartTurn(0, &s);
  return absl::OkStatus();
}

absl::Status Roll(State& s, const Event& e) {
  if (s.phase != Phase::kTurn) return Unexpected(s, "a roll");
  ARBITER_RETURN_IF_ERROR(CheckTurn(s, e));
  s.phase = Phase::kDice;
  return absl::OkStatus();
}

absl::Status Dice(State& s, const Event& e) {
  if (s.phase != Phase::kDice) return Unexpected(s, "dice");
  s.dice = e.faces;
  s.phase = Phase::kPlace;
  return absl::OkStatus();
}

absl::Status Reroll(State& s, const Event& e) {
  if (s.phase != Phase::kPlace) return Unexpected(s, "a re-roll");
  ARBITER_RETURN_IF_ERROR(CheckTurn(s, e));
  // ① 兵コマを配置する: all three dice, at most once a turn.
  if (s.rerolled) {
    return Reject(rules::kSecondReroll, "the dice were already re-rolled this turn");
  }
  s.rerolled = true;
  s.phase = Phase::kDice;
  return absl::OkStatus();
}

absl::Status Place(const Components& c, State& s,
                            const Event& e) {
  if (s.phase != Phase::kPlace) return Unexpected(s, "a placement");
  ARBITER_RETURN_IF_ERROR(CheckTurn(s, e));
  int supply = s.supply[e.seat];
  // ① 兵コマを配置する: the pair's sum names the area, the single die the
  // count, fewer only when the supply is short.
  int expected = SoldiersFor(s, e.area, supply);
  if (expected == 0) {
    return Reject(rules::kPlaceAreaNotRolled,
                  absl::StrFormat("no pair of the dice %d,%d,%d sums to %s's "
                                  "castle value %d",
                                  s.dice[0], s.dice[1], s.dice[2],
                                  AreaName(e.area), s.castle[e.area]));
  }
  // Two splits with the same pair sum have the same single die, so the
  // count is unique.
  if (e.soldiers != expected) {
    return Reject(rules::kPlaceWrongCount,
                  absl::StrFormat("%d soldiers claimed; the dice give %d in %s",
                                  e.soldiers, expected, AreaName(e.area)));
  }
  s.supply[e.seat] -= e.soldiers;
  s.soldiers[e.seat][e.area] += e.soldiers;
  EndTurn(c, &s);
  return absl::OkStatus();
}

absl::Status PlayCard(const Components& c, State& s,
                               const Event& e) {
  // ① 兵コマを配置する: no card once the dice are rolled.
  if (s.phase == Phase::kPlace || s.phase == Phase::kDice) {
    if (e.seat == s.to_move) {
      return Reject(rules::kCardAfterRoll,
                    "the dice were rolled this turn; a card can no longer be used");
    }
  }
  if (s.phase != Phase::kTurn) return Unexpected(s, "a strategy card");
  ARBITER_RETURN_IF_ERROR(CheckTurn(s, e));
  // ② 軍略カードを使う: once per game per player.
  if (s.card_used[e.seat] != Card::kNone) {
    return Reject(rules::kSecondCard,
                  absl::StrFormat("seat %d already used %s", e.seat,
                                  GetCardInfo(s.card_used[e.seat]).id));
  }
  // ② 軍略カードを使う: no cards once any player has run out of soldiers.
  if (AnyoneOut(s)) {
    return Reject(rules::kCardsClosed,
                  "a player has placed all soldiers; no more cards may be used");
  }
  // ② 軍略カードを使う: only a face-up card.
  int slot = -1;
  for (int i = 0; i < c.display_size; ++i) {
    if (s.display[i] == e.card) slot = i;
  }
  if (slot < 0) {
    return Reject(rules::kCardNotDisplayed,
                  absl::StrFormat("%s is not face up beside the map",
                                  GetCardInfo(e.card).id));
  }
  // ② 軍略カードを使う: only when its effect can apply.
  absl::string_view why = CardEffectViolation(c, s, e);
  if (!why.empty()) return Reject(CardRule(e.card), why);
  s.display[slot] = Card::kNone;
  s.card_used[e.seat] = e.card;
  ApplyCardEffect(c, e, &s);
  EndTurn(c, &s);
  return absl::OkStatus();
}

absl::Status Reinforce(const Components& c, State& s,
                                const Event& e) {
  if (s.phase != Phase::kReinforce) return Unexpected(s, "a reinforcement");
  ARBITER_RETURN_IF_ERROR(CheckTurn(s, e));
  int from = AreaWithCastle(s, s.battle_value);
  // ③ 援軍コマを派遣する: adjacent, large chip still there, own soldiers;
  // the reason names the one that fails (the chip first: the province just
  // won is no target even if it were adjacent to itself).
  if (!IsReinforceTarget(c, s, e.seat, from, e.to)) {
    std::string why;
    if (e.to >= 0 && e.to < kNumAreas && s.large_owner[e.to] != kNobody) {
      why = absl::StrFormat("%s has lost its large castle chip (seat %d won it)",
                            AreaName(e.to), s.large_owner[e.to]);
    } else if (e.to < 0 || e.to >= kNumAreas || !c.Adjacent(from, e.to)) {
      why = absl::StrFormat("%s is not adjacent to %s", AreaName(e.to), AreaName(from));
    } else {
      why = absl::StrFormat("%s holds none of seat %d's soldiers", AreaName(e.to), e.seat);
    }
    return Reject(rules::kReinforceTarget,
                  absl::StrCat(why, ": reinforcements from ", AreaName(from),
                               " go to an adjacent province that still has its large "
                               "castle chip and holds the winner's soldiers"));
  }
  s.reinforcements[e.seat][e.to] += c.reinforcements;
  ++s.battle_value;
  ResolveBattles(c, &s);
  return absl::OkStatus();
}

}  // namespace

bool AnyoneOut(const State& s) {
  for (int p = 0; p < s.players; ++p) {
    if (s.IsOut(p)) return true;
  }
  return false;
}

State InitialState(const Components& c) {
  State s;
  s.players = static_cast<uint8_t>(c.players);
  s.large_owner.fill(kNobody);
  s.small_owner.fill(kNobody);
  for (int p = 0; p < c.players; ++p) s.supply[p] = c.soldiers_per_player;
  return s;
}

int SoldiersFor(const State& s, int area, int supply) {
  for (int single = 0; single < kNumDice; ++single) {
    int pair = 0;
    for (int d = 0; d < kNumDice; ++d) {
      if (d != single) pair += s.dice[d];
    }
    if (pair == s.castle[area]) {
      return std::min(Components::SoldiersForDie(s.dice[single]), supply);
    }
  }
  return 0;
}

bool IsReinforceTarget(const Components& c, const State& s, int winner,
                       int from_area, int to_area) {
  return to_area >= 0 && to_area < kNumAreas && c.Adjacent(from_area, to_area) &&
         s.large_owner[to_area] == kNobody &&
         s.soldiers[winner][to_area] > 0;
}

absl::Status ApplyInPlace(const Components& c, State* s, const Event& e) {
  switch (e.kind) {
    case EventKind::kDealCastles: return DealCastles(*s, e);
    case EventKind::kRevealCards: return RevealCards(c, *s, e);
    case EventKind::kRoll: return Roll(*s, e);
    case EventKind::kDice: return Dice(*s, e);
    case EventKind::kReroll: return Reroll(*s, e);
    case EventKind::kPlace: return Place(c, *s, e);
    case EventKind::kPlayCard: return PlayCard(c, *s, e);
    case EventKind::kReinforce: return Reinforce(c, *s, e);
  }
  return Malformed(rules::kEventEmpty, "unknown event kind");
}

absl::StatusOr<State> Apply(const Components& c, const State& s,
                            const Event& e) {
  State next = s;
  ARBITER_RETURN_IF_ERROR(ApplyInPlace(c, &next, e));
  return next;
}

}  // namespace arbiter::rumble_nation
