#include "engine/root/factions/alliance/alliance.h"

#include <bit>

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/factions/alliance/pieces.h"
#include "engine/root/factions/alliance/snapshot.h"

namespace arbiter::root {
namespace {

using alliance::BaseOnMap;
using alliance::BasesOnMap;
using alliance::SympathyPlaced;

constexpr Faction kFolk = Faction::kAlliance;

int Seat(const State& s) { return SeatOf(s, kFolk); }
AllianceStep Step(const State& s) { return AllianceStep(s.fstep); }
bool Sympathetic(const State& s, int c) { return (s.alliance.sympathy >> c) & 1; }

void Init(State& s) {
  s.warrior_supply[Fi(kFolk)] = kAllianceWarriors;
  s.fstep = 0;
}

bool SetupDone(const State& s) { return Step(s) == AllianceStep::kSetupDone; }

void BeginTurn(State& s) {
  s.alliance.spread_started = false;
  s.alliance.sympathy_used = {0, 0, 0};
  s.alliance.ops_left = 0;
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(AllianceStep::kBirdsong);
}

Progress Advance(State& s) {
  switch (Step(s)) {
    case AllianceStep::kSetupSupporters:
      // root.alliance.setup: seed 【森林連合】「支援者」 — three face-down supporters.
      s.reserve_owed[Seat(s)] += kSetupSupporters;
      s.fstep = uint8_t(AllianceStep::kSetupDone);
      return Progress::kStepped;
    case AllianceStep::kOperations:
      if (s.alliance.ops_left == 0) {
        s.fstep = uint8_t(AllianceStep::kEveningDraw);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case AllianceStep::kEveningDraw:
      // root.alliance.evening_draw: seed 【森林連合】夜フェイズ — 1 + the card
      // icons the bases uncovered.
      QueueDraw(s, Seat(s), 1 + BasesOnMap(s));
      s.fstep = uint8_t(AllianceStep::kEveningDiscard);
      return Progress::kStepped;
    case AllianceStep::kEveningDiscard:
      return HandSize(s, Seat(s)) > kHandLimit ? Progress::kWaiting : Progress::kTurnOver;
    default:
      return Progress::kWaiting;
  }
}

int CraftingPieces(const State& s, Suit suit) {
  if (suit == Suit::kBird) return 0;
  int n = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.suit[c] == suit && Sympathetic(s, c)) ++n;
  return n - s.alliance.sympathy_used[int(suit)];
}
void UseCraftingPieces(State& s, Suit suit, int n) { s.alliance.sympathy_used[int(suit)] += n; }
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State& s) { return Step(s) == AllianceStep::kDaylight; }

// Supporters spent by e: `count` distinct ones in ascending order, each in
// the stack and of the clearing's suit (birds are wild), nothing after them.
Verdict ValidateSpent(const State& s, const Event& e, int count, const RuleRef& rule) {
  int given = 0;
  while (given < kMaxSpent && e.spent[given] >= 0) ++given;
  for (int i = given; i < kMaxSpent; ++i)
    if (e.spent[i] >= 0) return Nonexistent(rules::kMalformed, "supporters listed after a gap");
  if (given != count) return Forbid(rule, "the wrong number of supporters spent");
  for (int i = 0; i < given; ++i) {
    if (i > 0 && e.spent[i] <= e.spent[i - 1])
      return Forbid(rule, "list the supporters spent once each, in ascending card order");
    if (!((s.alliance.supporters >> e.spent[i]) & 1))
      return Forbid(rules::kSupporters, "a card spent is not among the supporters");
    if (!PaysFor(kCards[e.spent[i]].suit, s.suit[e.a]))
      return Forbid(rule, "a supporter spent does not match the clearing");
  }
  return Allowed();
}

// root.alliance.martial_law: seed 「支持拡大」 — one more supporter when
// another player has three or more warriors there.
bool MartialLaw(const State& s, int c) {
  for (int seat = 0; seat < s.players; ++seat)
    if (s.faction[seat] != kFolk && s.warriors[Fi(s.faction[seat])][c] >= 3) return true;
  return false;
}

int SpreadCost(const State& s, int c) {
  return kSympathyCost[SympathyPlaced(s)] + (MartialLaw(s, c) ? 1 : 0);
}

// root.alliance.revolt: seed 朝フェイズ「反乱」 — a sympathetic clearing whose
// base is still on the board, two matching supporters.
Verdict ValidateRevoltClearing(const State& s, int c) {
  if (s.alliance.spread_started)
    return Forbid(rules::kRevolt, "revolts come before spreading sympathy");
  if (!Sympathetic(s, c)) return Forbid(rules::kRevolt, "the clearing is not sympathetic");
  if (BaseOnMap(s, s.suit[c])) return Forbid(rules::kRevolt, "the base of that suit is already on the map");
  // The ruin is the one thing a revolt does not clear away.
  if (MapOf(s).slots[c] - (s.ruin[c] ? 1 : 0) <= 0)
    return Forbid(rules::kSlots, "no building slot for the base");
  return Allowed();
}

// root.alliance.spread_sympathy: seed 朝フェイズ「支持拡大」 — an unsympathetic
// clearing, adjacent to sympathy when there is any; a token left.
Verdict ValidateSpreadClearing(const State& s, int c) {
  if (Sympathetic(s, c)) return Forbid(rules::kSpread, "the clearing is already sympathetic");
  if (SympathyPlaced(s) >= kSympathyTokens) return Forbid(rules::kSpread, "no sympathy token left");
  if (s.alliance.sympathy != 0) {
    bool adjacent = false;
    for (uint16_t m = s.alliance.sympathy; m; m &= uint16_t(m - 1))
      adjacent = adjacent || MapOf(s).Adjacent(std::countr_zero(unsigned(m)), c);
    if (!adjacent) return Forbid(rules::kSpread, "not adjacent to a sympathetic clearing");
  }
  if (!MayPlace(s, kFolk, c)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

// root.alliance.organize: seed 夜フェイズ D — an Alliance warrior in an
// unsympathetic clearing becomes its sympathy.
Verdict ValidateOrganize(const State& s, int c) {
  if (s.warriors[Fi(kFolk)][c] == 0) return Forbid(rules::kOrganize, "no Alliance warrior there");
  if (Sympathetic(s, c)) return Forbid(rules::kOrganize, "the clearing is already sympathetic");
  if (SympathyPlaced(s) >= kSympathyTokens) return Forbid(rules::kOrganize, "no sympathy token left");
  if (!MayPlace(s, kFolk, c)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

// root.alliance.train: seed 昼フェイズ C — a card matching a base on the map.
bool TrainsWith(const State& s, int card) {
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (BaseOnMap(s, Suit(suit)) && PaysFor(kCards[card].suit, Suit(suit))) return true;
  return false;
}

// A card of `seat`'s hand (Mobilize, Train).
Verdict HandCard(const State& s, int seat, int card) {
  if (!ValidCard(card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!InHand(s, seat, card)) return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  return Allowed();
}

Verdict Validate(const State& s, const Event& e) {
  const int seat = Seat(s);
  switch (Step(s)) {
    case AllianceStep::kBirdsong:
      switch (e.kind) {
        case EventKind::kEndPhase:
          return Allowed();
        case EventKind::kRevolt: {
          if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
          Verdict v = ValidateRevoltClearing(s, e.a);
          return v.ok() ? ValidateSpent(s, e, 2, rules::kRevolt) : v;
        }
        case EventKind::kSpreadSympathy: {
          if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
          Verdict v = ValidateSpreadClearing(s, e.a);
          if (!v.ok()) return v;
          return ValidateSpent(s, e, SpreadCost(s, e.a),
                               MartialLaw(s, e.a) ? rules::kMartialLaw : rules::kSpread);
        }
        default:
          return Forbid(rules::kWrongTime, "Birdsong: revolt, spread sympathy or end the phase");
      }
    case AllianceStep::kDaylight:
      switch (e.kind) {
        case EventKind::kEndPhase:
          return Allowed();
        case EventKind::kCraft:
          return ValidateCraft(s, seat, e);
        case EventKind::kMobilize:
          return HandCard(s, seat, e.card);
        case EventKind::kTrain:
          if (Verdict v = HandCard(s, seat, e.card); !v.ok()) return v;
          if (!TrainsWith(s, e.card)) return Forbid(rules::kTrain, "the card matches no base on the map");
          if (s.warrior_supply[Fi(kFolk)] == 0) return Forbid(rules::kTrain, "no warrior left in supply");
          return Allowed();
        default:
          return Forbid(rules::kWrongTime, "Daylight: craft, mobilize, train or end the phase");
      }
    case AllianceStep::kOperations:
      switch (e.kind) {
        case EventKind::kEndPhase:
          return Allowed();
        case EventKind::kMove:
          if (e.decree >= 0) return Nonexistent(rules::kMalformed, "only the Eyrie has a Decree");
          return ValidateMove(s, kFolk, e.a, e.b, e.n);
        case EventKind::kBattle:
          if (e.decree >= 0) return Nonexistent(rules::kMalformed, "only the Eyrie has a Decree");
          return ValidateBattleTarget(s, seat, e.a, e.target);
        case EventKind::kRecruit:
          if (e.decree >= 0) return Nonexistent(rules::kMalformed, "only the Eyrie has a Decree");
          if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
          if (!s.alliance.bases[e.a]) return Forbid(rules::kAllianceRecruit, "no base in the clearing");
          if (s.warrior_supply[Fi(kFolk)] == 0)
            return Forbid(rules::kAllianceRecruit, "no warrior left in supply");
          return Allowed();
        case EventKind::kOrganize:
          if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
          return ValidateOrganize(s, e.a);
        default:
          return Forbid(rules::kOperations, "Evening: a military operation or end the phase");
      }
    case AllianceStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard) return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, seat, e);
    default:
      return Forbid(rules::kWrongTime, "the Alliance has no decision now");
  }
}

void SpendSupporters(State& s, const Event& e) {
  for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i) {
    s.alliance.supporters &= ~Bit(e.spent[i]);
    DiscardCard(s, SeatOf(s, kFolk), e.spent[i]);
  }
}

// The k-th sympathy token: onto c, with the VP printed under it (facts 7).
void PlaceSympathy(State& s, int c) {
  const int placed = SympathyPlaced(s);
  s.alliance.sympathy |= uint16_t(1u << c);
  AddVp(s, Seat(s), kSympathyVp[placed], Score::kBuilding);
}

void Revolt(State& s, int c) {
  const int seat = Seat(s);
  // Every enemy piece in the clearing, removals scoring as in battle.
  for (int other = 0; other < s.players; ++other) {
    const Faction f = s.faction[other];
    if (f == kFolk) continue;
    RemoveAllOf(s, f, c, seat);
  }
  s.alliance.bases[c] = 1;
  int matching = 0;
  for (int d = 0; d < kNumClearings; ++d)
    if (Sympathetic(s, d) && s.suit[d] == s.suit[c]) ++matching;
  PlaceWarriors(s, kFolk, c, std::min<int>(matching, s.warrior_supply[Fi(kFolk)]));
  if (s.warrior_supply[Fi(kFolk)] > 0) {
    --s.warrior_supply[Fi(kFolk)];
    ++s.alliance.officers;
  }
}

void Execute(State& s, const Event& e) {
  AllianceBoard& a = s.alliance;
  const int seat = Seat(s);
  switch (e.kind) {
    case EventKind::kEndPhase:
      if (Step(s) == AllianceStep::kBirdsong) {
        s.phase = Phase::kDaylight;
        s.fstep = uint8_t(AllianceStep::kDaylight);
      } else if (Step(s) == AllianceStep::kDaylight) {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(AllianceStep::kOperations);
        a.ops_left = a.officers;
      } else {
        s.fstep = uint8_t(AllianceStep::kEveningDraw);
      }
      break;
    case EventKind::kRevolt:
      SpendSupporters(s, e);
      Revolt(s, e.a);
      break;
    case EventKind::kSpreadSympathy:
      SpendSupporters(s, e);
      a.spread_started = true;
      PlaceSympathy(s, e.a);
      break;
    case EventKind::kCraft:
      ExecuteCraft(s, seat, e);
      break;
    case EventKind::kMobilize:
      s.hand[seat] &= ~Bit(e.card);
      alliance::ReceiveCard(s, e.card);
      break;
    case EventKind::kTrain:
      DiscardFromHand(s, seat, e.card);
      --s.warrior_supply[Fi(kFolk)];
      ++a.officers;
      break;
    case EventKind::kMove:
      --a.ops_left;
      MoveWarriors(s, kFolk, e.a, e.b, e.n);
      break;
    case EventKind::kBattle:
      --a.ops_left;
      StartBattle(s, seat, e.a, e.target, e.b);  // e.b: lent warriors
      break;
    case EventKind::kRecruit:
      --a.ops_left;
      PlaceWarriors(s, kFolk, e.a, 1);
      break;
    case EventKind::kOrganize:
      --a.ops_left;
      RemoveWarriors(s, kFolk, e.a, 1, /*hospital=*/false);
      PlaceSympathy(s, e.a);
      break;
    case EventKind::kDiscard:
      DiscardFromHand(s, seat, e.card);
      break;
    default:
      break;
  }
}

// Every ascending choice of `count` cards among `cards`, into e.spent.
void ListSpent(uint64_t cards, int count, int i, Event& e, EventSink sink) {
  if (i == count) {
    sink(e);
    return;
  }
  for (uint64_t m = cards; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    e.spent[i] = int8_t(card);
    ListSpent(m & ~Bit(card), count, i + 1, e, sink);
  }
  e.spent[i] = -1;
}

uint64_t MatchingSupporters(const State& s, int c) {
  uint64_t out = 0;
  for (uint64_t m = s.alliance.supporters; m; m &= m - 1)
    if (PaysFor(kCards[std::countr_zero(m)].suit, s.suit[c])) out |= Bit(std::countr_zero(m));
  return out;
}

void Legal(const State& s, EventSink sink) {
  const int seat = Seat(s);
  Event e;
  e.seat = int8_t(seat);
  switch (Step(s)) {
    case AllianceStep::kBirdsong:
      e.kind = EventKind::kEndPhase;
      sink(e);
      for (int c = 0; c < kNumClearings; ++c) {
        Event r = e;
        r.a = int8_t(c);
        r.kind = EventKind::kRevolt;
        const uint64_t pay = MatchingSupporters(s, c);
        if (ValidateRevoltClearing(s, c).ok()) ListSpent(pay, 2, 0, r, sink);
        r.kind = EventKind::kSpreadSympathy;
        if (ValidateSpreadClearing(s, c).ok()) ListSpent(pay, SpreadCost(s, c), 0, r, sink);
      }
      return;
    case AllianceStep::kDaylight:
      e.kind = EventKind::kEndPhase;
      sink(e);
      ListCrafts(s, seat, sink);
      for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
        e.card = int8_t(std::countr_zero(m));
        e.kind = EventKind::kMobilize;
        sink(e);
        e.kind = EventKind::kTrain;
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case AllianceStep::kOperations:
      e.kind = EventKind::kEndPhase;
      sink(e);
      for (int c = 0; c < kNumClearings; ++c) {
        ListMoves(s, kFolk, c, e, sink);
        ListBattles(s, seat, c, e, sink);
        Event r = e;
        r.a = int8_t(c);
        r.kind = EventKind::kRecruit;
        if (Validate(s, r).ok()) sink(r);
        r.kind = EventKind::kOrganize;
        if (ValidateOrganize(s, c).ok()) sink(r);
      }
      return;
    case AllianceStep::kEveningDiscard:
      ListHandLimitDiscards(s, seat, sink);
      return;
    default:
      return;
  }
}

// seed 【森林連合】「支援者」: supporters are face down, so the card a
// Mobilize adds is seen by the Alliance alone.
bool EventHiddenFrom(const State& s, const Event& e, int seat) {
  return e.kind == EventKind::kMobilize && seat != Seat(s);
}

}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kAllianceRules = {
    .faction = Faction::kAlliance,
    .name = "alliance",
    .warriors = kAllianceWarriors,
    .init = &Init,
    .setup_done = &SetupDone,
    .begin_turn = &BeginTurn,
    .advance = &Advance,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .crafting_pieces = &CraftingPieces,
    .use_crafting_pieces = &UseCraftingPieces,
    .craft_vp = &CraftVp,
    .in_daylight_actions = &InDaylightActions,
    .pieces = alliance::kPieces,
    .building_rows = alliance::kBuildingRows,
    .tokens = &alliance::Tokens,
    .count_piece = &alliance::CountPiece,
    .remove_piece = &alliance::RemovePiece,
    // root.alliance.guerrilla_war: seed 【森林連合】「ゲリラ戦」 — the higher die defending.
    .high_roll_defending = true,
    .outrage_clearings = &alliance::OutrageClearings,
    .outrage_pieces = alliance::kOutragePieces,
    .receive_card = &alliance::ReceiveCard,
    .board_text = &alliance::BoardText,
    .clearing_text = &alliance::ClearingText,
    .event_hidden_from = &EventHiddenFrom,
    .last_step = uint8_t(AllianceStep::kEveningDiscard),
    .write_snapshot = &alliance::WriteSnapshot,
    .read_snapshot = &alliance::ReadSnapshot,
    .card_sets = alliance::kCardSets,
    .digest = &alliance::Digest,
    .warriors_off_map_at = alliance::kOfficersAt,
};

}  // namespace arbiter::root
